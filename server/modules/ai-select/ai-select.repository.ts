/**
 * 我的大学List rows and each student's last AI request. Every call is one statement; names and logo texts
 * come from the in-memory catalog (ai-select.catalog.ts), so the list needs no join.
 */
import { and, desc, eq, sql } from 'drizzle-orm';

import {
  MATCHING_STATES,
  NOT_EVALUATED_NAME,
  aiRequestSchema,
  type AiRequest,
  type ChosenUniversity,
  type MatchingState,
} from '../../../src/contract/ai.ts';
import type { Database } from '../../db/database.ts';
import { offsetOf, type Page, type Paging } from '../../lib/paging.ts';
import type { CatalogSchool } from './ai-select.catalog.ts';
import { aiLastRequestsTable, chosenUniversitiesTable, type ChosenUniversityRow } from './ai-select.table.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a row stores besides its keys: an evaluation, or nulls for 待评估. */
export interface ChosenValues {
  matchingState: MatchingState | null;
  studyResult: number | null;
  backgroudResult: number | null;
  systemResult: number | null;
  scoreResult: number | null;
  majorResult: string;
}

export function toChosenUniversity(
  row: ChosenUniversityRow,
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

export type AiSelectRepository = ReturnType<typeof createAiSelectRepository>;

export function createAiSelectRepository({ db }: { db: Database }) {
  const c = chosenUniversitiesTable;
  return {
    /** Stores (or replaces) the student's last valid request. */
    async saveLastRequest(userId: string, request: AiRequest, now: Date): Promise<void> {
      await db
        .insert(aiLastRequestsTable)
        .values({ userId, request, updatedAt: now })
        .onConflictDoUpdate({ target: aiLastRequestsTable.userId, set: { request, updatedAt: now } });
    },

    /** The last stored request, or null (none, or one the current contract no longer accepts). */
    async findLastRequest(userId: string): Promise<AiRequest | null> {
      const [row] = await db
        .select({ request: aiLastRequestsTable.request })
        .from(aiLastRequestsTable)
        .where(eq(aiLastRequestsTable.userId, userId))
        .limit(1);
      if (!row) return null;
      const parsed = aiRequestSchema.safeParse(row.request);
      return parsed.success ? parsed.data : null;
    },

    /** Inserts the row, or updates the student's row of that university (values and joinedAt). */
    async upsert(
      userId: string,
      universityId: string,
      values: ChosenValues,
      now: Date,
    ): Promise<ChosenUniversityRow> {
      const [row] = await db
        .insert(c)
        .values({ userId, universityId, ...values, joinedAt: now })
        .onConflictDoUpdate({ target: [c.userId, c.universityId], set: { ...values, joinedAt: now } })
        .returning();
      if (!row) throw new Error('chosen university upsert returned no row');
      return row;
    },

    /** Newest first (joinedAt, then id), with the total in the same statement. */
    async findPage(userId: string, paging: Paging): Promise<Page<ChosenUniversityRow>> {
      const rows = await db
        .select({ row: c, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(c)
        .where(eq(c.userId, userId))
        .orderBy(desc(c.joinedAt), desc(c.id))
        .limit(paging.pageSize)
        .offset(offsetOf(paging));
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && offsetOf(paging) > 0) {
        const [count] = await db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(c)
          .where(eq(c.userId, userId));
        total = count?.total ?? 0;
      }
      return {
        list: rows.map(({ row }) => row),
        total,
        pageIndex: paging.pageIndex,
        pageSize: paging.pageSize,
      };
    },

    async findByUniversity(userId: string, universityId: string): Promise<ChosenUniversityRow | null> {
      const [row] = await db
        .select()
        .from(c)
        .where(and(eq(c.userId, userId), eq(c.universityId, universityId)))
        .limit(1);
      return row ?? null;
    },

    /** Deletes the student's own row; false when there is no such row of theirs. */
    async delete(userId: string, id: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const deleted = await db
        .delete(c)
        .where(and(eq(c.id, id), eq(c.userId, userId)))
        .returning({ id: c.id });
      return deleted.length > 0;
    },
  };
}
