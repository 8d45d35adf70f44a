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

/** `count(*)` as a number. */
export const countAll = () => sql<number>`count(*)`.mapWith(Number);

/** The column of a page's rows that carries the total of the whole filtered set (read by toPage). */
export const totalOver = () => sql<number>`count(*) over()`.mapWith(Number);

/** A page of the given list and total, echoing the paging asked for. */
export function pageOf<T>(paging: Paging, list: T[], total: number): Page<T> {
  return { list, total, pageIndex: paging.pageIndex, pageSize: paging.pageSize };
}

/** The page of a filter that can match nothing: no statement needed. */
export function emptyPage<T>(paging: Paging): Page<T> {
  return pageOf(paging, [], 0);
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
  return pageOf(paging, rows.map(map), totalCount);
}

/** toPage's `count` for a page of one table: the rows matching the page's filter (asked only past the end). */
export function countRows(db: Database, table: PgTable, where: SQL | undefined): () => Promise<number> {
  return async () => {
    const [row] = await db.select({ total: countAll() }).from(table).where(where);
    return row?.total ?? 0;
  };
}
