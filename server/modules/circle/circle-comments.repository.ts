/** 留学圈 comments of a post: listing, writing and deleting. */
import { and, count, eq, isNull, sql } from 'drizzle-orm';

import type { Database } from '../../lib/database.ts';
import { type CircleCommentRow } from './circle.table.ts';
import type { TimeCursor } from './circle.mappers.ts';
import {
  type CommentViewRow,
  type NewComment,
  p,
  c,
  isUuid,
  rankScoreSql,
  commentVisibleTo,
  selectComments,
} from './circle.views.ts';

export function createCommentRepository(db: Database) {
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

    /** comment_count + delta and rank_score in one UPDATE. */
    async bumpCommentCount(postId: string, delta: 1 | -1): Promise<void> {
      const comments = sql`greatest(${p.commentCount} + ${delta}, 0)`;
      await db
        .update(p)
        .set({ commentCount: comments, rankScore: rankScoreSql(p.createdAt, sql`${p.likeCount}`, comments) })
        .where(eq(p.id, postId));
    },

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
