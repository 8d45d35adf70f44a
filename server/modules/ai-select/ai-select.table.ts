import { index, integer, jsonb, pgTable, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';

import type { AiRequest, MatchingState } from '../../../src/contract/ai.ts';
import { universitiesTable } from '../school/school.table.ts';
import { usersTable } from '../user/user.table.ts';

/**
 * 我的大学List: one row per student and university. Joining from the AI results stores that result's state
 * and sub-scores; adding from a school's detail page stores the engine's evaluation against the student's
 * last AI request, or nulls (待评估) when there is none. Joining again updates the row and its joinedAt.
 */
export const chosenUniversitiesTable = pgTable(
  'chosen_universities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    universityId: varchar('university_id', { length: 16 })
      .notNull()
      .references(() => universitiesTable.id, { onDelete: 'cascade' }),
    matchingState: varchar('matching_state', { length: 2 }).$type<MatchingState>(),
    studyResult: integer('study_result'),
    backgroudResult: integer('backgroud_result'),
    systemResult: integer('system_result'),
    scoreResult: integer('score_result'),
    majorResult: varchar('major_result', { length: 500 }).notNull().default(''),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('chosen_universities_user_university_unique').on(table.userId, table.universityId),
    index('chosen_universities_user_joined_idx').on(table.userId, table.joinedAt),
  ],
);

export type ChosenUniversityRow = typeof chosenUniversitiesTable.$inferSelect;

/** The last valid AI school-selection request of each signed-in student (detail-page joins are evaluated with it). */
export const aiLastRequestsTable = pgTable('ai_last_requests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' }),
  request: jsonb('request').$type<AiRequest>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
