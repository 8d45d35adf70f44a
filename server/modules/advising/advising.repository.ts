/**
 * Reads of the advising relation: a student's advisers (with their public profile and the chat account to
 * open), relations with their dates, a staff member's students with their journey's counts, the base info's
 * service summary.
 */
import { and, count, desc, eq, gt, inArray, isNull, max, or, sql } from 'drizzle-orm';

import { DICTIONARIES } from '../../../src/contract/dictionaries.ts';
import type { AdviserCard, AdviserRel, MyStudent } from '../../../src/contract/journey-plan.ts';
import type { Database } from '../../lib/database.ts';
import { containsPattern } from '../../lib/paging.ts';
import { chatAccountMembersTable, chatAccountsTable, conversationsTable } from '../chat/chat.table.ts';
import { adviserProfilesTable } from '../organization/adviser.table.ts';
import { organizationsTable } from '../common/organization.table.ts';
import { membershipsTable } from '../order/order.table.ts';
import { studentPlanItemsTable } from '../plan/plan.table.ts';
import { userTasksTable } from '../task/task.table.ts';
import { usersTable, type UserRow } from '../user/user.table.ts';
import { studentAdvisersTable } from '../access/student-advisers.table.ts';

const ADVISER_TYPE_NAME = new Map<string, string>(
  DICTIONARIES.ADVISER_TYPE.map(([code, name]) => [code, name]),
);

function displayName(user: { nameCn: string | null; nickname: string | null }, fallback: string): string {
  return user.nameCn?.trim() || user.nickname?.trim() || fallback;
}

export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

const latest = (...dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((acc, d) => (d && (!acc || d > acc) ? d : acc), null);

export type AdvisingRepository = ReturnType<typeof createAdvisingRepository>;

/** What the parts of createAdvisingRepository share. */
function advisingRepositoryContext({ db }: { db: Database }) {
  const sa = studentAdvisersTable;

  /** The chat account to open with each staff member: their own account, else one they answer for. */
  async function chatAccountsOf(staffIds: string[]): Promise<Map<string, string>> {
    const result = new Map<string, string>();
    if (staffIds.length === 0) return result;
    const own = await db
      .select({ userId: chatAccountsTable.userId })
      .from(chatAccountsTable)
      .where(inArray(chatAccountsTable.userId, staffIds));
    for (const row of own) result.set(row.userId, row.userId);
    const members = await db
      .select({ memberId: chatAccountMembersTable.memberId, accountId: chatAccountMembersTable.accountId })
      .from(chatAccountMembersTable)
      .where(inArray(chatAccountMembersTable.memberId, staffIds))
      .orderBy(chatAccountMembersTable.accountId);
    for (const row of members) if (!result.has(row.memberId)) result.set(row.memberId, row.accountId);
    return result;
  }
  return { db, sa, chatAccountsOf };
}

type AdvisingRepositoryContext = ReturnType<typeof advisingRepositoryContext>;

function createAdviserCardRows(ctx: AdvisingRepositoryContext) {
  const { db, sa, chatAccountsOf } = ctx;
  return {
    /** 我的顾问: the student's advisers, oldest relation first. */
    async adviserCards(studentId: string): Promise<AdviserCard[]> {
      const rows = await db
        .select({
          id: usersTable.id,
          nameCn: usersTable.nameCn,
          nickname: usersTable.nickname,
          avatar: usersTable.headportraitPreviewUrl,
          since: sa.createdAt,
          adviserType: adviserProfilesTable.adviserType,
          years: adviserProfilesTable.yearsOfExperience,
          orgName: organizationsTable.nameCn,
        })
        .from(sa)
        .innerJoin(usersTable, eq(usersTable.id, sa.adviserId))
        .leftJoin(adviserProfilesTable, eq(adviserProfilesTable.userId, sa.adviserId))
        .leftJoin(
          organizationsTable,
          eq(organizationsTable.id, sql`coalesce(${adviserProfilesTable.orgId}, ${usersTable.orgId})`),
        )
        .where(eq(sa.studentId, studentId))
        .orderBy(sa.createdAt, sa.adviserId);
      const chats = await chatAccountsOf(rows.map((row) => row.id));
      return rows.map((row) => {
        const type = row.adviserType ? ADVISER_TYPE_NAME.get(row.adviserType) : undefined;
        const title = type ? (row.years ? `${type} · ${row.years}年经验` : type) : null;
        return {
          adviserId: row.id,
          name: displayName(row, '顾问'),
          avatar: row.avatar,
          title,
          organization: row.orgName ?? null,
          since: row.since.toISOString(),
          chatAccountId: chats.get(row.id) ?? null,
        };
      });
    },

    /** Relations of a student (optionally with one adviser only), oldest first. */
    async rels(studentId: string, adviserId?: string): Promise<AdviserRel[]> {
      const rows = await db
        .select({
          studentId: sa.studentId,
          adviserId: sa.adviserId,
          createdAt: sa.createdAt,
          nameCn: usersTable.nameCn,
          nickname: usersTable.nickname,
        })
        .from(sa)
        .innerJoin(usersTable, eq(usersTable.id, sa.adviserId))
        .where(
          adviserId
            ? and(eq(sa.studentId, studentId), eq(sa.adviserId, adviserId))
            : eq(sa.studentId, studentId),
        )
        .orderBy(sa.createdAt, sa.adviserId);
      return rows.map((row) => ({
        studentId: row.studentId,
        adviserId: row.adviserId,
        adviserName: displayName(row, '顾问'),
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

function createServiceSummaryRows(ctx: AdvisingRepositoryContext) {
  const { db, sa } = ctx;
  return {
    /** The service summary of the base info. */
    async serviceSummary(studentId: string, now: Date) {
      const [membership] = await db
        .select({ endsAt: membershipsTable.endsAt })
        .from(membershipsTable)
        .where(
          and(
            eq(membershipsTable.userId, studentId),
            isNull(membershipsTable.cancelledAt),
            gt(membershipsTable.endsAt, now),
            sql`${membershipsTable.startsAt} <= ${now}`,
          ),
        )
        .orderBy(desc(membershipsTable.endsAt))
        .limit(1);
      const [advisers] = await db.select({ n: count() }).from(sa).where(eq(sa.studentId, studentId));
      const [tasks] = await db
        .select({ n: count() })
        .from(userTasksTable)
        .where(
          and(
            eq(userTasksTable.userId, studentId),
            isNull(userTasksTable.finishedAt),
            isNull(userTasksTable.withdrawnAt),
          ),
        );
      return {
        membershipEndsAt: membership?.endsAt.toISOString() ?? null,
        advisersCount: advisers?.n ?? 0,
        openTasksCount: tasks?.n ?? 0,
      };
    },
  };
}

function createConsoleStudentRows(ctx: AdvisingRepositoryContext) {
  const { db, sa } = ctx;
  return {
    /**
     * 我的学生: the students the staff member advises (student_advisers) or whose conversations one of their
     * accounts holds, newest activity first; `keyword` filters by name (nameCn or nickname).
     */
    async consoleStudents(staff: UserRow, keyword: string | undefined): Promise<MyStudent[]> {
      const advised = await db.select({ id: sa.studentId }).from(sa).where(eq(sa.adviserId, staff.id));
      const talked = await db
        .select({ id: conversationsTable.studentId, last: max(conversationsTable.lastMessageAt) })
        .from(conversationsTable)
        .innerJoin(
          chatAccountMembersTable,
          eq(chatAccountMembersTable.accountId, conversationsTable.accountId),
        )
        .where(eq(chatAccountMembersTable.memberId, staff.id))
        .groupBy(conversationsTable.studentId);
      const advisedIds = new Set(advised.map((row) => row.id));
      const ids = [...new Set([...advisedIds, ...talked.map((row) => row.id)])];
      if (ids.length === 0) return [];
      const pattern = keyword ? containsPattern(keyword) : undefined;
      const users = await db
        .select()
        .from(usersTable)
        .where(
          and(
            inArray(usersTable.id, ids),
            isNull(usersTable.staffRole),
            pattern
              ? or(sql`${usersTable.nameCn} ilike ${pattern}`, sql`${usersTable.nickname} ilike ${pattern}`)
              : undefined,
          ),
        );
      if (users.length === 0) return [];
      const userIds = users.map((user) => user.id);
      const tasks = await db
        .select({
          id: userTasksTable.userId,
          open: sql<number>`count(*) filter (where ${userTasksTable.finishedAt} is null and ${userTasksTable.withdrawnAt} is null)`.mapWith(
            Number,
          ),
          last: sql<Date | null>`max(greatest(${userTasksTable.createdAt}, ${userTasksTable.finishedAt}))`.mapWith(
            (value: string | Date | null) => (value === null ? null : new Date(value)),
          ),
        })
        .from(userTasksTable)
        .where(inArray(userTasksTable.userId, userIds))
        .groupBy(userTasksTable.userId);
      const plans = await db
        .select({ id: studentPlanItemsTable.studentId, last: max(studentPlanItemsTable.createdAt) })
        .from(studentPlanItemsTable)
        .where(inArray(studentPlanItemsTable.studentId, userIds))
        .groupBy(studentPlanItemsTable.studentId);
      const taskOf = new Map(tasks.map((row) => [row.id, row]));
      const planOf = new Map(plans.map((row) => [row.id, row.last]));
      const talkOf = new Map(talked.map((row) => [row.id, row.last]));
      const list = users.map((user) => {
        const last = latest(talkOf.get(user.id), taskOf.get(user.id)?.last, planOf.get(user.id));
        return {
          id: user.id,
          name: displayName(user, maskMobile(user.mobile)),
          mobileMasked: maskMobile(user.mobile),
          avatar: user.headportraitPreviewUrl,
          vipLevel: user.vipLevel,
          serviceType: user.serviceType,
          openTasks: taskOf.get(user.id)?.open ?? 0,
          latestActivityAt: last?.toISOString() ?? null,
          advised: advisedIds.has(user.id),
        };
      });
      return list.sort(
        (a, b) =>
          (b.latestActivityAt ?? '').localeCompare(a.latestActivityAt ?? '') || a.name.localeCompare(b.name),
      );
    },
  };
}

export function createAdvisingRepository(deps: { db: Database }) {
  const ctx = advisingRepositoryContext(deps);
  return {
    ...createAdviserCardRows(ctx),
    ...createServiceSummaryRows(ctx),
    ...createConsoleStudentRows(ctx),
  };
}
