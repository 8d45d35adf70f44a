import { index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';

import { GROWTH_RECORD_KINDS } from '../../../src/contract/journey.ts';
import { createdAtColumn, primaryId, timestamptz } from '../../db/columns.ts';
import { optionalUserRef, userRef } from '../user/user.table.ts';

/**
 * The student's growth record (成长记录, findMyGrowthRecordByTime): one row per thing that happened on the
 * journey, written by the module where it happened through `recordGrowth` (growth.record.ts) in the same
 * transaction as the change itself. `refId` names the task, application, offer, score ... it came from.
 */
export const growthRecordsTable = pgTable(
  'growth_records',
  {
    id: primaryId(),
    studentId: userRef('student_id'),
    kind: text('kind', { enum: GROWTH_RECORD_KINDS }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    detail: text('detail').notNull().default(''),
    refId: uuid('ref_id'),
    /** Who made it happen (the student, or the staff member who recorded it). */
    actorId: optionalUserRef('actor_id'),
    occurredAt: timestamptz('occurred_at').notNull(),
    createdAt: createdAtColumn().defaultNow(),
  },
  (table) => [index('growth_records_student_time_idx').on(table.studentId, table.occurredAt)],
);

export type GrowthRecordRow = typeof growthRecordsTable.$inferSelect;
