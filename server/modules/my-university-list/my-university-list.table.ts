import { index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';

import type { MatchingState } from '../../../src/contract/ai.ts';
import { primaryId, timestamptz } from '../../db/columns.ts';
import { universityRef } from '../school/school.table.ts';
import { userRef } from '../user/user.table.ts';

/**
 * 我的大学List: one row per student and university. Joining from the AI results stores that result's state
 * and sub-scores; adding from a school's detail page stores the engine's evaluation against the student's
 * last AI request, or nulls (待评估) when there is none. Joining again updates the row and its joinedAt.
 * (The SQL names keep the table's first name, chosen_universities.)
 */
export const myUniversityListTable = pgTable(
  'chosen_universities',
  {
    id: primaryId(),
    userId: userRef('user_id'),
    universityId: universityRef(),
    matchingState: varchar('matching_state', { length: 2 }).$type<MatchingState>(),
    studyResult: integer('study_result'),
    backgroudResult: integer('backgroud_result'),
    systemResult: integer('system_result'),
    scoreResult: integer('score_result'),
    majorResult: varchar('major_result', { length: 500 }).notNull().default(''),
    joinedAt: timestamptz('joined_at').notNull(),
  },
  (table) => [
    unique('chosen_universities_user_university_unique').on(table.userId, table.universityId),
    index('chosen_universities_user_joined_idx').on(table.userId, table.joinedAt),
  ],
);

export type MyUniversityListRow = typeof myUniversityListTable.$inferSelect;
