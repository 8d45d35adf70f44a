/** 留学圈 likes and follows, and the counts of a person page. */
import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '../../lib/database.ts';
import { circleCommentLikesTable, circleFollowsTable, circlePostLikesTable } from './circle.table.ts';
import { p, c, rankScoreSql, postVisibleTo } from './circle.views.ts';

export function createLikeRepository(db: Database) {
  return {
    /** Sets the like; `changed` when a row was added or removed (then the counter and rank moved). */
    async setPostLike(
      postId: string,
      userId: string,
      liked: boolean,
      now: Date,
    ): Promise<{ changed: boolean; likeCount: number }> {
      let changed: boolean;
      if (liked) {
        const added = await db
          .insert(circlePostLikesTable)
          .values({ postId, userId, createdAt: now })
          .onConflictDoNothing()
          .returning({ postId: circlePostLikesTable.postId });
        changed = added.length > 0;
      } else {
        const removed = await db
          .delete(circlePostLikesTable)
          .where(and(eq(circlePostLikesTable.postId, postId), eq(circlePostLikesTable.userId, userId)))
          .returning({ postId: circlePostLikesTable.postId });
        changed = removed.length > 0;
      }
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
      let changed: boolean;
      const t = circleCommentLikesTable;
      if (liked) {
        const added = await db
          .insert(t)
          .values({ commentId, userId, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: t.commentId });
        changed = added.length > 0;
      } else {
        const removed = await db
          .delete(t)
          .where(and(eq(t.commentId, commentId), eq(t.userId, userId)))
          .returning({ id: t.commentId });
        changed = removed.length > 0;
      }
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

/** Follows and the counts of a person page. */
export function createFollowRepository(db: Database) {
  return {
    async setFollow(followerId: string, followeeId: string, followed: boolean, now: Date): Promise<boolean> {
      const t = circleFollowsTable;
      if (followed) {
        const added = await db
          .insert(t)
          .values({ followerId, followeeId, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: t.followeeId });
        return added.length > 0;
      }
      const removed = await db
        .delete(t)
        .where(and(eq(t.followerId, followerId), eq(t.followeeId, followeeId)))
        .returning({ id: t.followeeId });
      return removed.length > 0;
    },

    async personCounts(
      userId: string,
      viewerId: string,
    ): Promise<{ postCount: number; followerCount: number; followingCount: number; followed: boolean }> {
      const t = circleFollowsTable;
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
