/**
 * 留学圈 reads shared by the repository's parts: the row shapes, the table aliases, visibility per viewer and
 * the three joined selects (posts, comments, reports). Counters move in the statement that also recomputes
 * `rank_score` (`rankScoreSql`), so the 推荐 order is always the table's own.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Database } from '../../lib/database.ts';
import { usersTable } from '../user/user.table.ts';
import {
  circleCommentLikesTable,
  circleCommentsTable,
  circleFollowsTable,
  circlePostLikesTable,
  circlePostsTable,
  circleReportsTable,
} from './circle.table.ts';
import type { TimeCursor } from './circle.mappers.ts';

export interface UserNameRow {
  id: string;
  nickname: string | null;
  nameCn: string | null;
  mobile: string;
  avatar: string | null;
}

export interface PostViewRow {
  id: string;
  author: UserNameRow;
  content: string;
  images: string[];
  tagKind: string | null;
  tagCode: string | null;
  tagName: string | null;
  forwardOf: string | null;
  likeCount: number;
  commentCount: number;
  forwardCount: number;
  rankScore: number;
  createdAt: Date;
  deletedAt: Date | null;
  hiddenAt: Date | null;
  original: {
    id: string;
    author: UserNameRow;
    content: string;
    images: string[];
    createdAt: Date;
    deletedAt: Date | null;
    hiddenAt: Date | null;
  } | null;
  liked: boolean;
  followingAuthor: boolean;
}

export interface CommentViewRow {
  id: string;
  postId: string;
  author: UserNameRow;
  content: string;
  replyToId: string | null;
  replyToAuthor: UserNameRow | null;
  createdAt: Date;
  likeCount: number;
  liked: boolean;
}

export interface ReportViewRow {
  id: string;
  targetType: 'POST' | 'COMMENT';
  targetId: string;
  content: string;
  images: string[];
  author: UserNameRow;
  reporter: UserNameRow;
  reason: string;
  detail: string;
  status: string;
  createdAt: Date;
  total: number;
}

export type NewPost = Omit<typeof circlePostsTable.$inferInsert, 'rankScore'> & { createdAt: Date };
export type NewComment = typeof circleCommentsTable.$inferInsert & { createdAt: Date };

export const p = circlePostsTable;
export const c = circleCommentsTable;
export const author = alias(usersTable, 'author');
export const original = alias(circlePostsTable, 'original');
export const originalAuthor = alias(usersTable, 'original_author');
export const replyTo = alias(circleCommentsTable, 'reply_to');
export const replyToAuthor = alias(usersTable, 'reply_to_author');
export const reporter = alias(usersTable, 'reporter');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of posts, comments, users and reports are UUIDs: any other text names nothing. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** rank_score of a post created at `createdAt` with these counters (see circle.table.ts). */
export function rankScoreSql(createdAt: SQL | typeof p.createdAt, likes: SQL, comments: SQL): SQL {
  return sql`extract(epoch from ${createdAt})::float8 / 45000 + log10((1 + ${likes} + 2 * ${comments})::float8)`;
}

export function nameColumns(table: typeof author | typeof reporter) {
  return {
    id: table.id,
    nickname: table.nickname,
    nameCn: table.nameCn,
    mobile: table.mobile,
    avatar: table.headportraitPreviewUrl,
  };
}

export function userName(
  id: string | null,
  nickname: string | null,
  nameCn: string | null,
  mobile: string | null,
  avatar: string | null,
): UserNameRow | null {
  return id === null || mobile === null ? null : { id, nickname, nameCn, mobile, avatar };
}

/** Live posts (not deleted, not hidden) the viewer did not report. */
export function postVisibleTo(viewerId: string | null): SQL | undefined {
  return and(
    isNull(p.deletedAt),
    isNull(p.hiddenAt),
    viewerId === null
      ? undefined
      : sql`not exists (select 1 from ${circleReportsTable} where ${circleReportsTable.reporterId} = ${viewerId}
          and ${circleReportsTable.targetType} = 'POST' and ${circleReportsTable.targetId} = ${p.id})`,
  );
}

export function commentVisibleTo(viewerId: string | null): SQL | undefined {
  return and(
    isNull(c.deletedAt),
    isNull(c.hiddenAt),
    viewerId === null
      ? undefined
      : sql`not exists (select 1 from ${circleReportsTable} where ${circleReportsTable.reporterId} = ${viewerId}
          and ${circleReportsTable.targetType} = 'COMMENT' and ${circleReportsTable.targetId} = ${c.id})`,
  );
}
export async function selectPosts(
  db: Database,
  viewerId: string | null,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
): Promise<PostViewRow[]> {
  const rows = await db
    .select({
      post: p,
      a: nameColumns(author),
      oId: original.id,
      oContent: original.content,
      oImages: original.images,
      oCreatedAt: original.createdAt,
      oDeletedAt: original.deletedAt,
      oHiddenAt: original.hiddenAt,
      oaId: originalAuthor.id,
      oaNickname: originalAuthor.nickname,
      oaNameCn: originalAuthor.nameCn,
      oaMobile: originalAuthor.mobile,
      oaAvatar: originalAuthor.headportraitPreviewUrl,
      liked:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${circlePostLikesTable} where ${circlePostLikesTable.postId} = ${p.id} and ${circlePostLikesTable.userId} = ${viewerId})`,
      followingAuthor:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${circleFollowsTable} where ${circleFollowsTable.followerId} = ${viewerId} and ${circleFollowsTable.followeeId} = ${p.authorId})`,
    })
    .from(p)
    .innerJoin(author, eq(author.id, p.authorId))
    .leftJoin(original, eq(original.id, p.forwardOf))
    .leftJoin(originalAuthor, eq(originalAuthor.id, original.authorId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  return rows.map((row) => {
    const oAuthor = userName(row.oaId, row.oaNickname, row.oaNameCn, row.oaMobile, row.oaAvatar);
    return {
      ...row.post,
      author: row.a,
      original:
        row.oId !== null && row.oCreatedAt !== null && oAuthor !== null
          ? {
              id: row.oId,
              author: oAuthor,
              content: row.oContent ?? '',
              images: row.oImages ?? [],
              createdAt: row.oCreatedAt,
              deletedAt: row.oDeletedAt,
              hiddenAt: row.oHiddenAt,
            }
          : null,
      liked: Boolean(row.liked),
      followingAuthor: Boolean(row.followingAuthor),
    };
  });
}

export async function selectComments(
  db: Database,
  viewerId: string,
  where: SQL | undefined,
  limit: number,
): Promise<CommentViewRow[]> {
  const rows = await db
    .select({
      comment: c,
      a: nameColumns(author),
      rId: replyToAuthor.id,
      rNickname: replyToAuthor.nickname,
      rNameCn: replyToAuthor.nameCn,
      rMobile: replyToAuthor.mobile,
      rAvatar: replyToAuthor.headportraitPreviewUrl,
      liked: sql<boolean>`exists (select 1 from ${circleCommentLikesTable} where ${circleCommentLikesTable.commentId} = ${c.id} and ${circleCommentLikesTable.userId} = ${viewerId})`,
    })
    .from(c)
    .innerJoin(author, eq(author.id, c.authorId))
    .leftJoin(replyTo, eq(replyTo.id, c.replyToId))
    .leftJoin(replyToAuthor, eq(replyToAuthor.id, replyTo.authorId))
    .where(where)
    .orderBy(asc(c.createdAt), asc(c.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.comment.id,
    postId: row.comment.postId,
    author: row.a,
    content: row.comment.content,
    replyToId: row.comment.replyToId,
    replyToAuthor: userName(row.rId, row.rNickname, row.rNameCn, row.rMobile, row.rAvatar),
    createdAt: row.comment.createdAt,
    likeCount: row.comment.likeCount,
    liked: Boolean(row.liked),
  }));
}

/** Reports with the reported item (its text and author as stored) and the reporter, oldest first. */
export async function selectReports(
  db: Database,
  where: SQL,
  limit: number,
  offset: number,
): Promise<ReportViewRow[]> {
  const r = circleReportsTable;
  const postAuthor = alias(usersTable, 'post_author');
  const commentAuthor = alias(usersTable, 'comment_author');
  const rp = alias(circlePostsTable, 'reported_post');
  const rc = alias(circleCommentsTable, 'reported_comment');
  const rows = await db
    .select({
      report: r,
      r: nameColumns(reporter),
      postContent: rp.content,
      postImages: rp.images,
      commentContent: rc.content,
      paId: postAuthor.id,
      paNickname: postAuthor.nickname,
      paNameCn: postAuthor.nameCn,
      paMobile: postAuthor.mobile,
      paAvatar: postAuthor.headportraitPreviewUrl,
      caId: commentAuthor.id,
      caNickname: commentAuthor.nickname,
      caNameCn: commentAuthor.nameCn,
      caMobile: commentAuthor.mobile,
      caAvatar: commentAuthor.headportraitPreviewUrl,
      total: sql<number>`count(*) over()`,
    })
    .from(r)
    .innerJoin(reporter, eq(reporter.id, r.reporterId))
    .leftJoin(rp, and(eq(r.targetType, 'POST'), eq(rp.id, r.targetId)))
    .leftJoin(rc, and(eq(r.targetType, 'COMMENT'), eq(rc.id, r.targetId)))
    .leftJoin(postAuthor, eq(postAuthor.id, rp.authorId))
    .leftJoin(commentAuthor, eq(commentAuthor.id, rc.authorId))
    .where(where)
    .orderBy(asc(r.createdAt), asc(r.id))
    .limit(limit)
    .offset(offset);
  return rows.flatMap((row) => {
    const isPost = row.report.targetType === 'POST';
    const itemAuthor = isPost
      ? userName(row.paId, row.paNickname, row.paNameCn, row.paMobile, row.paAvatar)
      : userName(row.caId, row.caNickname, row.caNameCn, row.caMobile, row.caAvatar);
    // the item's author was removed (cascade): nothing left to judge
    if (!itemAuthor) return [];
    const view: ReportViewRow = {
      id: row.report.id,
      targetType: isPost ? 'POST' : 'COMMENT',
      targetId: row.report.targetId,
      content: (isPost ? row.postContent : row.commentContent) ?? '',
      images: isPost ? (row.postImages ?? []) : [],
      author: itemAuthor,
      reporter: row.r,
      reason: row.report.reason,
      detail: row.report.detail,
      status: row.report.status,
      createdAt: row.report.createdAt,
      total: Number(row.total),
    };
    return [view];
  });
}

// the indexes are `desc nulls last` (drizzle's desc()): the same words let the planner read them in order
export const timeOrder = [sql`${p.createdAt} desc nulls last`, sql`${p.id} desc nulls last`];
export const afterTime = (cursor: TimeCursor | undefined) =>
  cursor
    ? sql`(${p.createdAt}, ${p.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
