import { index, integer, jsonb, pgTable, primaryKey, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAtColumn, primaryId, timestamptz } from '../../db/columns.ts';
import { optionalUserRef, userRef } from '../user/user.table.ts';

/**
 * Study-abroad questions (StudyQa) and their replies. Plain text, rendered as text by React. The author's
 * display name, avatar and role are stored with the row (what the list shows); `author_user_id` links a row
 * to its account when there is one (the seeded questions are attributed to demo accounts by name only).
 */
export const qaQuestionsTable = pgTable(
  'qa_questions',
  {
    id: primaryId(),
    /** Category code of QA_CATEGORIES, e.g. TIMELINE, GPA, VISA. */
    category: varchar('category', { length: 20 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    content: text('content').notNull(),
    authorUserId: optionalUserRef('author_user_id'),
    authorName: varchar('author_name', { length: 60 }).notNull(),
    authorAvatar: varchar('author_avatar', { length: 500 }),
    /** COUNSELOR or STUDENT. */
    authorRole: varchar('author_role', { length: 20 }).notNull(),
    likeCount: integer('like_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    /** The asker's own tags (QA_LIMITS.TAGS_MAX at most). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    /** Soft delete by the asker: gone from lists, replies kept out of the author's statistics. */
    deletedAt: timestamptz('deleted_at'),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('qa_questions_author_idx').on(table.authorUserId, table.createdAt),
    index('qa_questions_created_idx').on(table.createdAt),
    index('qa_questions_category_idx').on(table.category),
  ],
);

export const qaRepliesTable = pgTable(
  'qa_replies',
  {
    id: primaryId(),
    questionId: cascadeRef('question_id', () => qaQuestionsTable.id),
    content: text('content').notNull(),
    authorUserId: optionalUserRef('author_user_id'),
    authorName: varchar('author_name', { length: 60 }).notNull(),
    authorAvatar: varchar('author_avatar', { length: 500 }),
    authorRole: varchar('author_role', { length: 20 }).notNull(),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAtColumn(),
    deletedAt: timestamptz('deleted_at'),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('qa_replies_question_idx').on(table.questionId, table.createdAt),
    index('qa_replies_author_idx').on(table.authorUserId, table.createdAt),
  ],
);

/** Likes of a question or a reply (a state: one row per user and target). */
export const qaLikesTable = pgTable(
  'qa_likes',
  {
    /** QUESTION or REPLY. */
    targetType: varchar('target_type', { length: 10 }).notNull(),
    targetId: uuid('target_id').notNull(),
    userId: userRef('user_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.targetType, table.targetId, table.userId] })],
);

/** 收藏 of a question. */
export const qaCollectsTable = pgTable(
  'qa_collects',
  {
    questionId: cascadeRef('question_id', () => qaQuestionsTable.id),
    userId: userRef('user_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.userId] }),
    index('qa_collects_user_idx').on(table.userId, table.createdAt),
  ],
);

export type QaQuestionRow = typeof qaQuestionsTable.$inferSelect;
export type QaReplyRow = typeof qaRepliesTable.$inferSelect;
