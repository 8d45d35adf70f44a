import { date, index, jsonb, numeric, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

import { ASSESSMENT_KINDS, EXAM_TYPES, type ExamSectionKey } from '../../../src/contract/journey-growth.ts';
import { createdAtColumn, primaryId, updatedAtColumn } from '../../db/columns.ts';
import { optionalUserRef, userRef } from '../user/user.table.ts';

/**
 * A student's exam score (考试成绩): recorded by the student or their counselor, checked against EXAM_TABLE
 * (src/contract/journey-growth.ts). `total` is the number (A-Level: the grade's ordinal, E = 1 ... A* = 6);
 * `sections` the section scores given; `subject` names the AP / A-Level subject.
 */
export const examScoresTable = pgTable(
  'exam_scores',
  {
    id: primaryId(),
    studentId: userRef('student_id'),
    examType: text('exam_type', { enum: EXAM_TYPES }).notNull(),
    takenAt: date('taken_at', { mode: 'string' }).notNull(),
    total: numeric('total', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    sections: jsonb('sections').$type<Partial<Record<ExamSectionKey, number>>>().notNull().default({}),
    subject: varchar('subject', { length: 60 }).notNull().default(''),
    note: text('note').notNull().default(''),
    recordedBy: optionalUserRef('recorded_by'),
    createdAt: createdAtColumn().defaultNow(),
  },
  (table) => [index('exam_scores_student_type_idx').on(table.studentId, table.examType, table.takenAt)],
);
export type ExamScoreRow = typeof examScoresTable.$inferSelect;

/**
 * What a counselor wrote about a student: a self-awareness note (自我认知) or an interview's feedback (面试反馈:
 * school, program, date, 1-5 rating, strengths, improvements).
 */
export const studentAssessmentsTable = pgTable(
  'student_assessments',
  {
    id: primaryId(),
    studentId: userRef('student_id'),
    kind: text('kind', { enum: ASSESSMENT_KINDS }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull().default(''),
    university: varchar('university', { length: 100 }).notNull().default(''),
    program: varchar('program', { length: 100 }).notNull().default(''),
    interviewDate: date('interview_date', { mode: 'string' }),
    rating: smallint('rating'),
    strengths: text('strengths').notNull().default(''),
    improvements: text('improvements').notNull().default(''),
    authorId: optionalUserRef('author_id'),
    createdAt: createdAtColumn().defaultNow(),
  },
  (table) => [index('student_assessments_student_kind_idx').on(table.studentId, table.kind, table.createdAt)],
);
export type AssessmentRow = typeof studentAssessmentsTable.$inferSelect;

/** A background boost (背景提升): internship, volunteering ... (BACKGROUND_BOOST_INFO_TYPE), by the student or staff. */
export const backgroundBoostsTable = pgTable(
  'background_boosts',
  {
    id: primaryId(),
    studentId: userRef('student_id'),
    type: varchar('type', { length: 2 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    organization: varchar('organization', { length: 100 }).notNull().default(''),
    role: varchar('role', { length: 100 }).notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    description: text('description').notNull().default(''),
    outcome: text('outcome').notNull().default(''),
    createdBy: optionalUserRef('created_by'),
    createdAt: createdAtColumn().defaultNow(),
    updatedAt: updatedAtColumn().defaultNow(),
  },
  (table) => [index('background_boosts_student_idx').on(table.studentId, table.startDate)],
);
export type BgBoostRow = typeof backgroundBoostsTable.$inferSelect;
