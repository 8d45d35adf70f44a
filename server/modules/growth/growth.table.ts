import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

import { GROWTH_RECORD_KINDS } from '../../../src/contract/journey.ts';
import { usersTable } from '../user/user.table.ts';

/**
 * The student's growth record (成长记录, findMyGrowthRecordByTime): one row per thing that happened on the
 * journey, written by the module where it happened through `recordGrowth` (growth.record.ts) in the same
 * transaction as the change itself. `refId` names the task, application, offer, score ... it came from.
 */
export const growthRecordsTable = pgTable(
  'growth_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: GROWTH_RECORD_KINDS }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    detail: text('detail').notNull().default(''),
    refId: uuid('ref_id'),
    /** Who made it happen (the student, or the staff member who recorded it). */
    actorId: uuid('actor_id').references(() => usersTable.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('growth_records_student_time_idx').on(table.studentId, table.occurredAt)],
);

export type GrowthRecordRow = typeof growthRecordsTable.$inferSelect;
