import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns.ts';
import { userRef } from '../user/user.table.ts';

/**
 * Which staff member advises which student (the personal space's 我的顾问, the console's 我的学生). A row is
 * written the first time a staff member who already has a conversation with the student acts on the student's
 * journey (assigns a task, records an application state, an offer, a feedback), or by the seed. Reads of a
 * student's journey by staff require a row or such a conversation (`advising.access.ts`).
 */
export const studentAdvisersTable = pgTable(
  'student_advisers',
  {
    studentId: userRef('student_id'),
    adviserId: userRef('adviser_id'),
    createdAt: createdAtColumn().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.adviserId] }),
    index('student_advisers_adviser_idx').on(table.adviserId),
  ],
);

export type StudentAdviserRow = typeof studentAdvisersTable.$inferSelect;
