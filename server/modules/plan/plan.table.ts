import { boolean, index, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';

import {
  COURSE_TYPES,
  PLAN_ITEM_KINDS,
  PROGRAM_DEGREES,
  STRATEGY_TIERS,
} from '../../../src/contract/journey-plan.ts';
import { createdAtColumn, primaryId, timestamptz } from '../../db/columns.ts';
import { optionalUserRef, userRef } from '../user/user.table.ts';

/**
 * The student's plan (src/contract/journey-plan.ts): one row per item. STRATEGY: a catalog school
 * (`universityId`, no foreign key: the catalog may drop a school) with its tier and `reason`; COURSE: `name`,
 * `provider`, `courseType`, `reason`, `url` (https only); PROGRAM: a catalog school, `programName`, `degree`,
 * `intake` (2027秋季), `notes`. `authorId` is the staff member (or the student) who wrote it.
 */
export const studentPlanItemsTable = pgTable(
  'student_plan_items',
  {
    id: primaryId(),
    studentId: userRef('student_id'),
    kind: text('kind', { enum: PLAN_ITEM_KINDS }).notNull(),
    universityId: varchar('university_id', { length: 16 }),
    tier: text('tier', { enum: STRATEGY_TIERS }),
    reason: text('reason').notNull().default(''),
    name: varchar('name', { length: 100 }),
    provider: varchar('provider', { length: 100 }),
    courseType: text('course_type', { enum: COURSE_TYPES }),
    url: varchar('url', { length: 500 }),
    programName: varchar('program_name', { length: 100 }),
    degree: text('degree', { enum: PROGRAM_DEGREES }),
    intake: varchar('intake', { length: 30 }),
    notes: text('notes').notNull().default(''),
    authorId: optionalUserRef('author_id'),
    createdAt: createdAtColumn().defaultNow(),
  },
  (table) => [index('student_plan_items_student_idx').on(table.studentId, table.kind, table.createdAt)],
);

export type StudentPlanItemRow = typeof studentPlanItemsTable.$inferSelect;

/** The after-arrival checklist (AFTER_ABROAD_DEFAULTS, created on the student's first read). */
export const afterAbroadItemsTable = pgTable(
  'after_abroad_items',
  {
    id: primaryId(),
    studentId: userRef('student_id'),
    code: varchar('code', { length: 30 }).notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    done: boolean('done').notNull().default(false),
    doneAt: timestamptz('done_at'),
    createdAt: createdAtColumn().defaultNow(),
  },
  (table) => [unique('after_abroad_items_student_code_unique').on(table.studentId, table.code)],
);

export type AfterAbroadItemRow = typeof afterAbroadItemsTable.$inferSelect;
