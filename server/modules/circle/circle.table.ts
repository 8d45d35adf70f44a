import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAtColumn, primaryId, timestamptz } from '../../db/columns.ts';
import { optionalUserRef, userRef } from '../user/user.table.ts';

/**
 * 留学圈 (src/contract/circle.ts). Posts and comments are stored under the client's id (the outbox entry id),
 * so a replay by the same author finds its row. Deleting is soft (`deleted_at`): a forward still shows that
 * its original existed (原帖已删除), counters stay consistent, and a replayed delete answers the same.
 * `hidden_at` is set by the console when a report is upheld: hidden items are left out for everyone.
 *
 * 推荐 order: `rank_score` = created_at in epoch seconds / 45000 + log10(1 + likes + 2 × comments), kept up to
 * date in the statement that changes a counter; a post 12.5 hours newer weighs as much as ten times the
 * likes. The partial index `circle_posts_rank_idx` (live posts only) serves the feed at any size.
 */
export const circlePostsTable = pgTable(
  'circle_posts',
  {
    id: uuid('id').primaryKey(),
    authorId: userRef('author_id'),
    content: text('content').notNull(),
    /** `/files/{id}` URLs, in order. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** TOPIC or SCHOOL, or null. */
    tagKind: varchar('tag_kind', { length: 10 }),
    /** Topic code or university id. */
    tagCode: varchar('tag_code', { length: 64 }),
    /** The tag's name when posted (a school's Chinese name). */
    tagName: varchar('tag_name', { length: 100 }),
    /** The original a forward quotes (always an original, never a forward). */
    forwardOf: uuid('forward_of'),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    forwardCount: integer('forward_count').notNull().default(0),
    rankScore: doublePrecision('rank_score').notNull(),
    createdAt: createdAtColumn(),
    deletedAt: timestamptz('deleted_at'),
    hiddenAt: timestamptz('hidden_at'),
  },
  (table) => [
    index('circle_posts_rank_idx')
      .on(table.rankScore.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null and ${table.hiddenAt} is null`),
    index('circle_posts_topic_rank_idx')
      .on(table.tagCode, table.rankScore.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null and ${table.hiddenAt} is null`),
    index('circle_posts_author_created_idx').on(table.authorId, table.createdAt.desc(), table.id.desc()),
    index('circle_posts_forward_of_idx').on(table.forwardOf),
  ],
);

export const circleCommentsTable = pgTable(
  'circle_comments',
  {
    id: uuid('id').primaryKey(),
    postId: cascadeRef('post_id', () => circlePostsTable.id),
    authorId: userRef('author_id'),
    content: text('content').notNull(),
    /** Another comment of the same post. */
    replyToId: uuid('reply_to_id'),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAtColumn(),
    deletedAt: timestamptz('deleted_at'),
    hiddenAt: timestamptz('hidden_at'),
  },
  (table) => [index('circle_comments_post_created_idx').on(table.postId, table.createdAt, table.id)],
);

export const circlePostLikesTable = pgTable(
  'circle_post_likes',
  {
    postId: cascadeRef('post_id', () => circlePostsTable.id),
    userId: userRef('user_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

export const circleCommentLikesTable = pgTable(
  'circle_comment_likes',
  {
    commentId: cascadeRef('comment_id', () => circleCommentsTable.id),
    userId: userRef('user_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId] })],
);

export const circleFollowsTable = pgTable(
  'circle_follows',
  {
    followerId: userRef('follower_id'),
    followeeId: userRef('followee_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index('circle_follows_followee_idx').on(table.followeeId),
    check('circle_follows_not_self', sql`${table.followerId} <> ${table.followeeId}`),
  ],
);

/** 举报: hides the item for the reporter at once; the console resolves it (HIDDEN sets the item's hidden_at). */
export const circleReportsTable = pgTable(
  'circle_reports',
  {
    id: primaryId(),
    reporterId: userRef('reporter_id'),
    /** POST or COMMENT. */
    targetType: varchar('target_type', { length: 10 }).notNull(),
    targetId: uuid('target_id').notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    detail: text('detail').notNull().default(''),
    /** OPEN, HIDDEN or DISMISSED. */
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    resolvedBy: optionalUserRef('resolved_by'),
    resolvedAt: timestamptz('resolved_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('circle_reports_reporter_target_idx').on(table.reporterId, table.targetType, table.targetId),
    index('circle_reports_status_created_idx').on(table.status, table.createdAt),
  ],
);

export type CirclePostRow = typeof circlePostsTable.$inferSelect;
export type CircleCommentRow = typeof circleCommentsTable.$inferSelect;
export type CircleReportRow = typeof circleReportsTable.$inferSelect;
