/**
 * 留学圈 storage (tables: circle.table.ts). Reads are per viewer: their likes and follows as flags, and the
 * items they reported left out. Counters move in the statement that also recomputes `rank_score`
 * (`rankScoreSql`), so the 推荐 order is always the table's own.
 */
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type PgInsertValue } from 'drizzle-orm/pg-core';

import type { CircleReportStatus } from '../../../src/contract/circle.ts';
import type { Database } from '../../lib/database.ts';
import { countRows, offsetOf, type Page, type Paging, toPage } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { filesTable } from '../files/files.table.ts';
import { universitiesTable } from '../school/school.table.ts';
import { usersTable } from '../user/user.table.ts';
import {
  circleCommentLikesTable,
  circleCommentsTable,
  circleFollowsTable,
  circlePostLikesTable,
  circlePostsTable,
  circleReportsTable,
  type CircleCommentRow,
  type CirclePostRow,
  type CircleReportRow,
} from './circle.table.ts';
import type { RankCursor, TimeCursor } from './circle.mappers.ts';

export type CircleRepository = ReturnType<typeof createCircleRepository>;

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

const p = circlePostsTable;
const c = circleCommentsTable;
const author = alias(usersTable, 'author');
const original = alias(circlePostsTable, 'original');
const originalAuthor = alias(usersTable, 'original_author');
const replyTo = alias(circleCommentsTable, 'reply_to');
const replyToAuthor = alias(usersTable, 'reply_to_author');
const reporter = alias(usersTable, 'reporter');

/** rank_score of a post created at `createdAt` with these counters (see circle.table.ts). */
function rankScoreSql(createdAt: SQL | typeof p.createdAt, likes: SQL, comments: SQL): SQL {
  return sql`extract(epoch from ${createdAt})::float8 / 45000 + log10((1 + ${likes} + 2 * ${comments})::float8)`;
}

function nameColumns(table: typeof author | typeof reporter) {
  return {
    id: table.id,
    nickname: table.nickname,
    nameCn: table.nameCn,
    mobile: table.mobile,
    avatar: table.headportraitPreviewUrl,
  };
}

function userName(
  id: string | null,
  nickname: string | null,
  nameCn: string | null,
  mobile: string | null,
  avatar: string | null,
): UserNameRow | null {
  return id === null || mobile === null ? null : { id, nickname, nameCn, mobile, avatar };
}

/** Live posts (not deleted, not hidden) the viewer did not report. */
function postVisibleTo(viewerId: string | null): SQL | undefined {
  return and(
    isNull(p.deletedAt),
    isNull(p.hiddenAt),
    viewerId === null
      ? undefined
      : sql`not exists (select 1 from ${circleReportsTable} where ${circleReportsTable.reporterId} = ${viewerId}
          and ${circleReportsTable.targetType} = 'POST' and ${circleReportsTable.targetId} = ${p.id})`,
  );
}

function commentVisibleTo(viewerId: string | null): SQL | undefined {
  return and(
    isNull(c.deletedAt),
    isNull(c.hiddenAt),
    viewerId === null
      ? undefined
      : sql`not exists (select 1 from ${circleReportsTable} where ${circleReportsTable.reporterId} = ${viewerId}
          and ${circleReportsTable.targetType} = 'COMMENT' and ${circleReportsTable.targetId} = ${c.id})`,
  );
}
async function selectPosts(
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

async function selectComments(
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
async function selectReports(
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

/** comment_count + delta and rank_score in one UPDATE. */
async function bumpCommentCount(db: Database, postId: string, delta: 1 | -1): Promise<void> {
  const comments = sql`greatest(${p.commentCount} + ${delta}, 0)`;
  await db
    .update(p)
    .set({ commentCount: comments, rankScore: rankScoreSql(p.createdAt, sql`${p.likeCount}`, comments) })
    .where(eq(p.id, postId));
}

type StateTable = typeof circlePostLikesTable | typeof circleCommentLikesTable | typeof circleFollowsTable;

/**
 * Sets a state row (a like, a follow): on inserts `row` unless it is there, off deletes the row `match`
 * names; true when a row was added or removed.
 */
async function setStateRow<T extends StateTable>(
  db: Database,
  table: T,
  on: boolean,
  row: PgInsertValue<T>,
  match: SQL | undefined,
): Promise<boolean> {
  const moved = on
    ? await db.insert(table).values(row).onConflictDoNothing().returning()
    : await db.delete(table).where(match).returning();
  return moved.length > 0;
}

// the indexes are `desc nulls last` (drizzle's desc()): the same words let the planner read them in order
const timeOrder = [sql`${p.createdAt} desc nulls last`, sql`${p.id} desc nulls last`];
const afterTime = (cursor: TimeCursor | undefined) =>
  cursor
    ? sql`(${p.createdAt}, ${p.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;

/** The feeds: 推荐, 关注 and one author's posts. */
function createFeedRows(db: Database) {
  return {
    /** 推荐: rank_score desc, id desc (circle_posts_rank_idx, or the topic index with a topic). */
    recommend(
      viewerId: string | null,
      topic: string | undefined,
      cursor: RankCursor | undefined,
      limit: number,
    ) {
      return selectPosts(
        db,
        viewerId,
        and(
          postVisibleTo(viewerId),
          topic ? and(eq(p.tagCode, topic), eq(p.tagKind, 'TOPIC')) : undefined,
          cursor ? sql`(${p.rankScore}, ${p.id}) < (${cursor.score}::float8, ${cursor.id}::uuid)` : undefined,
        ),
        [sql`${p.rankScore} desc nulls last`, sql`${p.id} desc nulls last`],
        limit,
      );
    },

    /**
     * Posts of the people the viewer follows, newest first. The page is picked per followee first: each
     * followee's newest `limit` visible posts after the cursor (circle_posts_author_created_idx, read in
     * order), and the newest `limit` of those. A plain `author_id in (...)` made the planner gather and sort
     * every post of every followee (40 ms at 100 followees of 100 posts; this is a few).
     */
    following(viewerId: string, cursor: TimeCursor | undefined, limit: number) {
      const q = alias(circlePostsTable, 'q');
      const f = circleFollowsTable;
      const r = circleReportsTable;
      const after = cursor
        ? sql`and (${q.createdAt}, ${q.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
        : sql``;
      const page = sql`select x.id from ${f} cross join lateral (
          select ${q.id} as id, ${q.createdAt} as created_at from ${circlePostsTable} as ${q}
          where ${q.authorId} = ${f.followeeId} and ${q.deletedAt} is null and ${q.hiddenAt} is null ${after}
            and not exists (select 1 from ${r} where ${r.reporterId} = ${viewerId}
              and ${r.targetType} = 'POST' and ${r.targetId} = ${q.id})
          order by ${q.createdAt} desc nulls last, ${q.id} desc nulls last limit ${limit}
        ) as x
        where ${f.followerId} = ${viewerId}
        order by x.created_at desc, x.id desc limit ${limit}`;
      return selectPosts(db, viewerId, sql`${p.id} in (${page})`, timeOrder, limit);
    },

    /** One author's posts, newest first (我的, a person's page). */
    byAuthor(viewerId: string, authorId: string, cursor: TimeCursor | undefined, limit: number) {
      return selectPosts(
        db,
        viewerId,
        and(postVisibleTo(viewerId), eq(p.authorId, authorId), afterTime(cursor)),
        timeOrder,
        limit,
      );
    },
  };
}

/** One post or one user, found by id. */
function createPostLookups(db: Database) {
  return {
    async findUserName(id: string): Promise<UserNameRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select(nameColumns(author)).from(author).where(eq(author.id, id)).limit(1);
      return row;
    },

    /** A post the viewer may see, or undefined. */
    async findVisiblePost(id: string, viewerId: string | null): Promise<PostViewRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await selectPosts(db, viewerId, and(eq(p.id, id), postVisibleTo(viewerId)), [], 1);
      return row;
    },

    /** A post in any state (deleted, hidden), for rules and replays. */
    async findPostRow(id: string): Promise<CirclePostRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(p).where(eq(p.id, id)).limit(1);
      return row;
    },

    async findPostView(id: string, viewerId: string | null): Promise<PostViewRow | undefined> {
      const [row] = await selectPosts(db, viewerId, eq(p.id, id), [], 1);
      return row;
    },
  };
}

/** Writing posts, with what a new post refers to: its images and its school tag. */
function createPostWrites(db: Database) {
  return {
    /** Inserts the post under the client's id with its rank score; undefined when the id is taken. */
    async insertPost(post: NewPost): Promise<CirclePostRow | undefined> {
      const at = sql`${post.createdAt.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(p)
        .values({ ...post, rankScore: rankScoreSql(at, sql`0`, sql`0`) })
        .onConflictDoNothing({ target: p.id })
        .returning();
      return row;
    },

    async bumpForwardCount(postId: string, delta: 1 | -1): Promise<void> {
      await db
        .update(p)
        .set({ forwardCount: sql`greatest(${p.forwardCount} + ${delta}, 0)` })
        .where(eq(p.id, postId));
    },

    /** The author's own ABROAD_CIRCLE jpg/png uploads among these ids. */
    async ownCircleImages(ownerId: string, fileIds: string[]): Promise<string[]> {
      if (fileIds.length === 0) return [];
      const rows = await db
        .select({ id: filesTable.id })
        .from(filesTable)
        .where(
          and(
            inArray(filesTable.id, fileIds),
            eq(filesTable.ownerId, ownerId),
            eq(filesTable.fileType, 'ABROAD_CIRCLE'),
            inArray(filesTable.contentType, ['image/jpeg', 'image/png']),
          ),
        );
      return rows.map((row) => row.id);
    },

    async makeFilesPublic(fileIds: string[]): Promise<void> {
      if (fileIds.length === 0) return;
      await db.update(filesTable).set({ visibility: 'PUBLIC' }).where(inArray(filesTable.id, fileIds));
    },

    async universityName(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ nameCn: universitiesTable.nameCn })
        .from(universitiesTable)
        .where(eq(universitiesTable.id, id))
        .limit(1);
      return row?.nameCn;
    },

    /** Soft delete by the author; the row as it now is (undefined when not theirs or unknown). */
    async softDeletePost(id: string, authorId: string, now: Date): Promise<CirclePostRow | undefined> {
      const [row] = await db
        .update(p)
        .set({ deletedAt: now })
        .where(and(eq(p.id, id), eq(p.authorId, authorId), isNull(p.deletedAt)))
        .returning();
      return row;
    },
  };
}

function createCommentRows(db: Database) {
  return {
    async findCommentRow(id: string): Promise<CircleCommentRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(c).where(eq(c.id, id)).limit(1);
      return row;
    },

    async insertComment(comment: NewComment): Promise<CircleCommentRow | undefined> {
      const [row] = await db.insert(c).values(comment).onConflictDoNothing({ target: c.id }).returning();
      return row;
    },

    bumpCommentCount: (postId: string, delta: 1 | -1) => bumpCommentCount(db, postId, delta),

    async softDeleteComment(id: string, authorId: string, now: Date): Promise<CircleCommentRow | undefined> {
      const [row] = await db
        .update(c)
        .set({ deletedAt: now })
        .where(and(eq(c.id, id), eq(c.authorId, authorId), isNull(c.deletedAt)))
        .returning();
      return row;
    },

    /** A post's comments the viewer may see, oldest first, after the cursor. */
    comments(postId: string, viewerId: string, cursor: TimeCursor | undefined, limit: number) {
      return selectComments(
        db,
        viewerId,
        and(
          eq(c.postId, postId),
          commentVisibleTo(viewerId),
          cursor
            ? sql`(${c.createdAt}, ${c.id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
            : undefined,
        ),
        limit,
      );
    },

    async countComments(postId: string, viewerId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(c)
        .where(and(eq(c.postId, postId), commentVisibleTo(viewerId)));
      return row?.total ?? 0;
    },

    /** A comment the viewer may see, or undefined. */
    async findCommentView(id: string, viewerId: string): Promise<CommentViewRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await selectComments(db, viewerId, and(eq(c.id, id), commentVisibleTo(viewerId)), 1);
      return row;
    },
  };
}

function createLikeRows(db: Database) {
  return {
    /** Sets the like; `changed` when a row was added or removed (then the counter and rank moved). */
    async setPostLike(
      postId: string,
      userId: string,
      liked: boolean,
      now: Date,
    ): Promise<{ changed: boolean; likeCount: number }> {
      const t = circlePostLikesTable;
      const changed = await setStateRow(
        db,
        t,
        liked,
        { postId, userId, createdAt: now },
        and(eq(t.postId, postId), eq(t.userId, userId)),
      );
      if (changed) {
        const likes = sql`greatest(${p.likeCount} + ${liked ? 1 : -1}, 0)`;
        const [row] = await db
          .update(p)
          .set({ likeCount: likes, rankScore: rankScoreSql(p.createdAt, likes, sql`${p.commentCount}`) })
          .where(eq(p.id, postId))
          .returning({ likeCount: p.likeCount });
        return { changed, likeCount: row?.likeCount ?? 0 };
      }
      const [row] = await db.select({ likeCount: p.likeCount }).from(p).where(eq(p.id, postId));
      return { changed, likeCount: row?.likeCount ?? 0 };
    },

    async setCommentLike(
      commentId: string,
      userId: string,
      liked: boolean,
      now: Date,
    ): Promise<{ changed: boolean; likeCount: number }> {
      const t = circleCommentLikesTable;
      const changed = await setStateRow(
        db,
        t,
        liked,
        { commentId, userId, createdAt: now },
        and(eq(t.commentId, commentId), eq(t.userId, userId)),
      );
      const [row] = changed
        ? await db
            .update(c)
            .set({ likeCount: sql`greatest(${c.likeCount} + ${liked ? 1 : -1}, 0)` })
            .where(eq(c.id, commentId))
            .returning({ likeCount: c.likeCount })
        : await db.select({ likeCount: c.likeCount }).from(c).where(eq(c.id, commentId));
      return { changed, likeCount: row?.likeCount ?? 0 };
    },
  };
}

function createFollowRows(db: Database) {
  const t = circleFollowsTable;
  return {
    setFollow(followerId: string, followeeId: string, followed: boolean, now: Date): Promise<boolean> {
      return setStateRow(
        db,
        t,
        followed,
        { followerId, followeeId, createdAt: now },
        and(eq(t.followerId, followerId), eq(t.followeeId, followeeId)),
      );
    },

    async personCounts(
      userId: string,
      viewerId: string,
    ): Promise<{ postCount: number; followerCount: number; followingCount: number; followed: boolean }> {
      const [row] = await db
        .select({
          postCount: sql<number>`(select count(*)::int from ${p} where ${and(eq(p.authorId, userId), postVisibleTo(viewerId))})`,
          followerCount: sql<number>`(select count(*)::int from ${t} where ${t.followeeId} = ${userId})`,
          followingCount: sql<number>`(select count(*)::int from ${t} where ${t.followerId} = ${userId})`,
          followed: sql<boolean>`exists (select 1 from ${t} where ${t.followerId} = ${viewerId} and ${t.followeeId} = ${userId})`,
        })
        .from(sql`(select 1) as one`);
      return {
        postCount: Number(row?.postCount ?? 0),
        followerCount: Number(row?.followerCount ?? 0),
        followingCount: Number(row?.followingCount ?? 0),
        followed: Boolean(row?.followed),
      };
    },
  };
}

/** 举报 and the console's queue of them. */
function createReportRows(db: Database) {
  const r = circleReportsTable;
  return {
    /** One report per reporter and target: a replay stores nothing. */
    async insertReport(row: typeof circleReportsTable.$inferInsert & { createdAt: Date }): Promise<void> {
      await db.insert(r).values(row).onConflictDoNothing();
    },

    async findReport(id: string): Promise<CircleReportRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(r).where(eq(r.id, id)).limit(1);
      return row;
    },

    async reportPage(status: CircleReportStatus, paging: Paging): Promise<Page<ReportViewRow>> {
      const where = eq(r.status, status);
      const rows = await selectReports(db, where, paging.pageSize, offsetOf(paging));
      return toPage(paging, rows, countRows(db, r, where), (row) => row);
    },

    async reportView(id: string): Promise<ReportViewRow | undefined> {
      const [row] = await selectReports(db, eq(r.id, id), 1, 0);
      return row;
    },

    /**
     * HIDE: the item gets hidden_at (a live comment also leaves its post's comment_count) and every OPEN
     * report of it becomes HIDDEN. Run in a transaction.
     */
    async hideTarget(report: CircleReportRow, staffId: string, now: Date): Promise<void> {
      if (report.targetType === 'POST') {
        await db
          .update(p)
          .set({ hiddenAt: now })
          .where(and(eq(p.id, report.targetId), isNull(p.hiddenAt)));
      } else {
        const [hidden] = await db
          .update(c)
          .set({ hiddenAt: now })
          .where(and(eq(c.id, report.targetId), isNull(c.hiddenAt)))
          .returning();
        if (hidden && hidden.deletedAt === null) await bumpCommentCount(db, hidden.postId, -1);
      }
      await db
        .update(r)
        .set({ status: 'HIDDEN', resolvedBy: staffId, resolvedAt: now })
        .where(
          and(
            eq(r.targetType, report.targetType),
            eq(r.targetId, report.targetId),
            sql`(${r.status} = 'OPEN' or ${r.id} = ${report.id})`,
          ),
        );
    },

    async dismissReport(id: string, staffId: string, now: Date): Promise<void> {
      await db
        .update(r)
        .set({ status: 'DISMISSED', resolvedBy: staffId, resolvedAt: now })
        .where(and(eq(r.id, id), eq(r.status, 'OPEN')));
    },
  };
}

export function createCircleRepository({ db }: { db: Database }) {
  return {
    ...createFeedRows(db),
    ...createPostLookups(db),
    ...createPostWrites(db),
    ...createCommentRows(db),
    ...createLikeRows(db),
    ...createFollowRows(db),
    ...createReportRows(db),
  };
}
