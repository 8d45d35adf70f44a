/** 留学圈 posts: the three feeds, one post, writing and deleting a post. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Database } from '../../lib/database.ts';
import { filesTable } from '../files/files.table.ts';
import { universitiesTable } from '../school/school.table.ts';
import {
  circleFollowsTable,
  circlePostsTable,
  circleReportsTable,
  type CirclePostRow,
} from './circle.table.ts';
import type { RankCursor, TimeCursor } from './circle.mappers.ts';
import {
  type UserNameRow,
  type PostViewRow,
  type NewPost,
  p,
  author,
  isUuid,
  rankScoreSql,
  nameColumns,
  postVisibleTo,
  selectPosts,
  timeOrder,
  afterTime,
} from './circle.views.ts';

export function createFeedRepository(db: Database) {
  return {
    async findUserName(id: string): Promise<UserNameRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select(nameColumns(author)).from(author).where(eq(author.id, id)).limit(1);
      return row;
    },

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

    /** A post the viewer may see, or undefined. */
  };
}

/** One post: reading, writing, counting forwards, deleting; its images and school tag. */
export function createPostRepository(db: Database) {
  return {
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
