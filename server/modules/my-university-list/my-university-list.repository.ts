/**
 * 我的大学List rows. Every call is one statement; names and logo texts come from the in-memory AI catalog
 * (ai-select.catalog.ts), so the list needs no join.
 */
import { and, desc, eq } from 'drizzle-orm';

import {
  MATCHING_STATES,
  NOT_EVALUATED_NAME,
  type ChosenUniversity,
  type MatchingState,
} from '../../../src/contract/ai.ts';
import type { Database } from '../../lib/database.ts';
import { countRows, offsetOf, type Page, type Paging, toPage, totalOver } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { CatalogSchool } from '../ai-select/ai-select.catalog.ts';
import { myUniversityListTable, type MyUniversityListRow } from './my-university-list.table.ts';

/** What a row stores besides its keys: an evaluation, or nulls for 待评估. */
export interface ListItemValues {
  matchingState: MatchingState | null;
  studyResult: number | null;
  backgroudResult: number | null;
  systemResult: number | null;
  scoreResult: number | null;
  majorResult: string;
}

/** A row as the contract's list item, with the school's names and logo text from the catalog. */
export function toListItem(
  row: MyUniversityListRow,
  school: Pick<CatalogSchool, 'nameCn' | 'nameEn' | 'countryName' | 'countryCode' | 'logoText'>,
): ChosenUniversity {
  return {
    id: row.id,
    universityId: row.universityId,
    nameCn: school.nameCn,
    nameEn: school.nameEn,
    country: school.countryName,
    countryCode: school.countryCode,
    logoText: school.logoText,
    matchingState: row.matchingState,
    matchingStateName: row.matchingState ? MATCHING_STATES[row.matchingState].name : NOT_EVALUATED_NAME,
    studyResult: row.studyResult,
    backgroudResult: row.backgroudResult,
    systemResult: row.systemResult,
    scoreResult: row.scoreResult,
    majorResult: row.majorResult,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export type MyUniversityListRepository = ReturnType<typeof createMyUniversityListRepository>;

/** A page of a student's 我的大学List as list items (a school the catalog no longer holds is left out). */
export async function findItemsPage(
  list: MyUniversityListRepository,
  catalog: { get(): Promise<{ byId: ReadonlyMap<string, CatalogSchool> }> },
  userId: string,
  paging: Paging,
): Promise<Page<ChosenUniversity>> {
  const page = await list.findPage(userId, paging);
  const { byId } = await catalog.get();
  const items = page.list.flatMap((row) => {
    const school = byId.get(row.universityId);
    return school ? [toListItem(row, school)] : [];
  });
  return { ...page, list: items };
}

export function createMyUniversityListRepository({ db }: { db: Database }) {
  const c = myUniversityListTable;
  return {
    /** Inserts the row, or updates the student's row of that university (values and joinedAt). */
    async upsert(
      userId: string,
      universityId: string,
      values: ListItemValues,
      now: Date,
    ): Promise<MyUniversityListRow> {
      const [row] = await db
        .insert(c)
        .values({ userId, universityId, ...values, joinedAt: now })
        .onConflictDoUpdate({ target: [c.userId, c.universityId], set: { ...values, joinedAt: now } })
        .returning();
      if (!row) throw new Error('my university list upsert returned no row');
      return row;
    },

    /** Newest first (joinedAt, then id), with the total in the same statement. */
    async findPage(userId: string, paging: Paging): Promise<Page<MyUniversityListRow>> {
      const where = eq(c.userId, userId);
      const rows = await db
        .select({ row: c, total: totalOver() })
        .from(c)
        .where(where)
        .orderBy(desc(c.joinedAt), desc(c.id))
        .limit(paging.pageSize)
        .offset(offsetOf(paging));
      return toPage(paging, rows, countRows(db, c, where), ({ row }) => row);
    },

    async findByUniversity(userId: string, universityId: string): Promise<MyUniversityListRow | null> {
      const [row] = await db
        .select()
        .from(c)
        .where(and(eq(c.userId, userId), eq(c.universityId, universityId)))
        .limit(1);
      return row ?? null;
    },

    /** Deletes the student's own row; false when there is no such row of theirs. */
    async delete(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const deleted = await db
        .delete(c)
        .where(and(eq(c.id, id), eq(c.userId, userId)))
        .returning({ id: c.id });
      return deleted.length > 0;
    },
  };
}
