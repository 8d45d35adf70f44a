/** Paging of list endpoints: the contract's pageIndex/pageSize, one-statement pages and LIKE patterns. */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Database } from './database.ts';

/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface Paging {
  pageIndex: number;
  pageSize: number;
}

export interface Page<T> extends Paging {
  list: T[];
  total: number;
}

export function offsetOf(paging: Paging): number {
  return (paging.pageIndex - 1) * paging.pageSize;
}

/**
 * One statement for a page: the rows with count(*) over(). A page past the end has no row to carry the
 * total: only then a second statement counts.
 */
export async function toPage<Row extends { total: number }, T>(
  paging: Paging,
  rows: Row[],
  count: () => Promise<number>,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const totalCount = rows[0]?.total ?? (offsetOf(paging) > 0 ? await count() : 0);
  return { list: rows.map(map), total: totalCount, pageIndex: paging.pageIndex, pageSize: paging.pageSize };
}

/** toPage's `count` for a page of one table: the rows matching the page's filter (asked only past the end). */
export function countRows(db: Database, table: PgTable, where: SQL | undefined): () => Promise<number> {
  return async () => {
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(where);
    return row?.total ?? 0;
  };
}
