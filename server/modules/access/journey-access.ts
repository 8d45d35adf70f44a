import { and, eq } from 'drizzle-orm';

import type { Database } from '../../lib/database.ts';
import { isUuid } from '../../lib/uuid.ts';
import { chatAccountMembersTable, conversationsTable } from '../chat/chat.table.ts';
import { createNotPartyError } from '../../lib/errors.ts';
import type { UserRow } from '../user/user.table.ts';
import { studentAdvisersTable } from './student-advisers.table.ts';

/**
 * Who may see and change a student's journey (tasks, materials, applications, offers, growth):
 * - the student themself (`requireStudent`: any signed-in non-staff user, for their own rows only);
 * - a staff member who advises the student (`requireMyStudent`): a `student_advisers` row, or a conversation of
 *   one of the chat accounts they answer for with the student; the first act writes the row, so the student's
 *   我的顾问 and the console's 我的学生 list them from then on.
 * Anyone else gets 423 无访问权限-style `createNotPartyError`, the same answer as an unknown student, so ids
 * cannot be probed.
 */
export function createAdvisingAccess({ db }: { db: Database }) {
  async function isAdviserOf(staffId: string, studentId: string): Promise<boolean> {
    if (!isUuid(studentId)) return false;
    const [row] = await db
      .select({ studentId: studentAdvisersTable.studentId })
      .from(studentAdvisersTable)
      .where(and(eq(studentAdvisersTable.studentId, studentId), eq(studentAdvisersTable.adviserId, staffId)))
      .limit(1);
    return Boolean(row);
  }

  async function talksWith(staffId: string, studentId: string): Promise<boolean> {
    if (!isUuid(studentId)) return false;
    const [row] = await db
      .select({ id: conversationsTable.id })
      .from(conversationsTable)
      .innerJoin(chatAccountMembersTable, eq(chatAccountMembersTable.accountId, conversationsTable.accountId))
      .where(and(eq(conversationsTable.studentId, studentId), eq(chatAccountMembersTable.memberId, staffId)))
      .limit(1);
    return Boolean(row);
  }

  return {
    /** The signed-in student (staff have no journey of their own). */
    requireStudent(user: UserRow): UserRow {
      if (user.staffRole !== null) throw createNotPartyError();
      return user;
    },

    /**
     * A staff member acting on a student's journey. `write` records the advising relation (idempotent) so the
     * student appears in 我的学生 and the counselor in the student's 我的顾问.
     */
    async requireMyStudent(user: UserRow, studentId: string, { write = false } = {}): Promise<void> {
      if (user.staffRole === null) throw createNotPartyError();
      if (await isAdviserOf(user.id, studentId)) return;
      if (!(await talksWith(user.id, studentId))) throw createNotPartyError();
      if (write) {
        await db.insert(studentAdvisersTable).values({ studentId, adviserId: user.id }).onConflictDoNothing();
      }
    },

    /** The caller may read `studentId`'s journey: the student themself or one of their advisers. */
    async requireReader(user: UserRow, studentId: string): Promise<void> {
      if (user.staffRole === null) {
        if (user.id !== studentId) throw createNotPartyError();
        return;
      }
      if (await isAdviserOf(user.id, studentId)) return;
      if (!(await talksWith(user.id, studentId))) throw createNotPartyError();
    },

    /** The advisers (staff user ids) of a student, oldest relation first. */
    async advisersOf(studentId: string): Promise<string[]> {
      const rows = await db
        .select({ adviserId: studentAdvisersTable.adviserId })
        .from(studentAdvisersTable)
        .where(eq(studentAdvisersTable.studentId, studentId))
        .orderBy(studentAdvisersTable.createdAt);
      return rows.map((row) => row.adviserId);
    },

    /** The students a staff member advises (ids). */
    async studentsOf(staffId: string): Promise<string[]> {
      const rows = await db
        .select({ studentId: studentAdvisersTable.studentId })
        .from(studentAdvisersTable)
        .where(eq(studentAdvisersTable.adviserId, staffId))
        .orderBy(studentAdvisersTable.createdAt);
      return rows.map((row) => row.studentId);
    },
  };
}

export type AdvisingAccess = ReturnType<typeof createAdvisingAccess>;
