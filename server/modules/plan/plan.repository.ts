/**
 * The plan's rows: strategy, courses and programs of a student (with their authors), and the after-arrival
 * checklist (its defaults created on the first read).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { AFTER_ABROAD_DEFAULTS, type PlanItemKind } from '../../../src/contract/journey-plan.ts';
import type { Database } from '../../lib/database.ts';
import { countRows, offsetOf, type Page, type Paging, toPage, totalOver } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { usersTable } from '../user/user.table.ts';
import {
  afterAbroadItemsTable,
  studentPlanItemsTable,
  type AfterAbroadItemRow,
  type StudentPlanItemRow,
} from './plan.table.ts';

export interface PlanItemWithAuthor {
  row: StudentPlanItemRow;
  author: { id: string; nameCn: string | null; nickname: string | null; staffRole: string | null } | null;
}

export type NewPlanItem = Omit<typeof studentPlanItemsTable.$inferInsert, 'id' | 'createdAt'>;

const ORDER_OF_CODE = new Map<string, number>(AFTER_ABROAD_DEFAULTS.map((item, index) => [item.code, index]));

export type PlanRepository = ReturnType<typeof createPlanRepository>;

const p = studentPlanItemsTable;
const author = alias(usersTable, 'plan_author');
const selection = {
  row: p,
  authorId: author.id,
  authorNameCn: author.nameCn,
  authorNickname: author.nickname,
  authorStaffRole: author.staffRole,
};
type Selected = {
  row: StudentPlanItemRow;
  authorId: string | null;
  authorNameCn: string | null;
  authorNickname: string | null;
  authorStaffRole: string | null;
};
const withAuthor = (r: Selected): PlanItemWithAuthor => ({
  row: r.row,
  author:
    r.authorId === null
      ? null
      : {
          id: r.authorId,
          nameCn: r.authorNameCn,
          nickname: r.authorNickname,
          staffRole: r.authorStaffRole,
        },
});

function createStrategyRows({ db }: { db: Database }) {
  return {
    /** STRATEGY items: 冲刺, 匹配, 保底 in that order, newest first within a tier. */
    async strategyPage(studentId: string, paging: Paging): Promise<Page<PlanItemWithAuthor>> {
      const where = and(eq(p.studentId, studentId), eq(p.kind, 'STRATEGY'));
      const rows = await db
        .select({ ...selection, total: totalOver() })
        .from(p)
        .leftJoin(author, eq(author.id, p.authorId))
        .where(where)
        .orderBy(asc(p.tier), desc(p.createdAt), desc(p.id))
        .limit(paging.pageSize)
        .offset(offsetOf(paging));
      return toPage(paging, rows, countRows(db, p, where), withAuthor);
    },

    /** Every item of one kind, newest first. */
    async listOf(studentId: string, kind: PlanItemKind): Promise<PlanItemWithAuthor[]> {
      const rows = await db
        .select(selection)
        .from(p)
        .leftJoin(author, eq(author.id, p.authorId))
        .where(and(eq(p.studentId, studentId), eq(p.kind, kind)))
        .orderBy(desc(p.createdAt), desc(p.id));
      return rows.map(withAuthor);
    },

    async insert(values: NewPlanItem, now: Date): Promise<StudentPlanItemRow> {
      const [row] = await db
        .insert(p)
        .values({ ...values, createdAt: now })
        .returning();
      if (!row) throw new Error('plan item insert returned no row');
      return row;
    },
  };
}

function createAfterAbroadRows({ db }: { db: Database }) {
  return {
    /** The checklist in AFTER_ABROAD_DEFAULTS order; the defaults are created on the first read. */
    async afterAbroad(studentId: string, now: Date): Promise<AfterAbroadItemRow[]> {
      const a = afterAbroadItemsTable;
      let rows = await db.select().from(a).where(eq(a.studentId, studentId));
      if (rows.length === 0) {
        await db
          .insert(a)
          .values(AFTER_ABROAD_DEFAULTS.map((item) => ({ studentId, ...item, createdAt: now })))
          .onConflictDoNothing();
        rows = await db.select().from(a).where(eq(a.studentId, studentId));
      }
      return rows.sort(
        (x, y) =>
          (ORDER_OF_CODE.get(x.code) ?? 99) - (ORDER_OF_CODE.get(y.code) ?? 99) ||
          x.createdAt.getTime() - y.createdAt.getTime(),
      );
    },

    /** Ticks one of the student's own items; null when there is no such item of theirs. */
    async tick(studentId: string, id: string, done: boolean, now: Date): Promise<AfterAbroadItemRow | null> {
      if (!isUuid(id)) return null;
      const a = afterAbroadItemsTable;
      const [row] = await db
        .update(a)
        .set({ done, doneAt: done ? now : null })
        .where(and(eq(a.id, id), eq(a.studentId, studentId)))
        .returning();
      return row ?? null;
    },
  };
}

export function createPlanRepository(deps: { db: Database }) {
  return { ...createStrategyRows(deps), ...createAfterAbroadRows(deps) };
}
