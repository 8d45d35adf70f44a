/** Comments and their likes (a comment or reply notifies the post's or the comment's author). */
import { CIRCLE_NOTICE, circlePostLink, type CircleComment } from '../../../src/contract/circle.ts';
import type { Database } from '../../lib/database.ts';
import type { UserRow } from '../user/user.table.ts';
import {
  createCircleInvalidError,
  createCommentNotFoundError,
  createNotAuthorError,
  createReplyNotInPostError,
} from './circle.errors.ts';
import { displayName, toComment } from './circle.mappers.ts';
import { createCircleRepository } from './circle.repository.ts';
import type { CircleRepository } from './circle.repository.ts';
import { fill, type CircleKit, type WithNotices } from './circle.usecase-kit.ts';

export function createCommentUsecases(db: Database, circle: CircleRepository, kit: CircleKit) {
  const { insertNotices, visiblePost } = kit;
  return {
    async addComment(
      user: UserRow,
      body: { id: string; postId: string; content: string; replyToId?: string | undefined },
      now: Date,
    ): Promise<WithNotices<CircleComment>> {
      const answer = async (): Promise<CircleComment> => {
        const stored = await circle.findCommentRow(body.id);
        if (!stored || stored.authorId !== user.id) throw createCircleInvalidError();
        const view = await circle.findCommentView(stored.id, user.id);
        if (!view) throw createCommentNotFoundError();
        return toComment(view, user.id);
      };
      if (await circle.findCommentRow(body.id)) return { data: await answer(), notices: [] };
      const post = await visiblePost(body.postId, user.id);
      let replyTo: { authorId: string } | undefined;
      if (body.replyToId !== undefined) {
        const reply = await circle.findCommentRow(body.replyToId);
        if (!reply || reply.postId !== post.id) throw createReplyNotInPostError();
        if (reply.deletedAt || reply.hiddenAt) throw createCommentNotFoundError();
        replyTo = reply;
      }
      const notices = await db.transaction(async (tx) => {
        const repo = createCircleRepository({ db: tx });
        const row = await repo.insertComment({
          id: body.id,
          postId: post.id,
          authorId: user.id,
          content: body.content,
          replyToId: body.replyToId ?? null,
          createdAt: now,
        });
        if (!row) return null;
        await repo.bumpCommentCount(post.id, 1);
        const template = replyTo ? CIRCLE_NOTICE.REPLY : CIRCLE_NOTICE.COMMENT;
        return insertNotices(
          tx,
          user,
          [
            {
              to: replyTo ? replyTo.authorId : post.author.id,
              title: template.title,
              content: fill(template.content, { name: displayName(user), text: body.content }),
              link: circlePostLink(post.id),
            },
          ],
          now,
        );
      });
      return { data: await answer(), notices: notices ?? [] };
    },

    async deleteComment(user: UserRow, id: string, now: Date): Promise<{ id: string; deleted: true }> {
      const row = await circle.findCommentRow(id);
      if (!row) throw createCommentNotFoundError();
      if (row.authorId !== user.id) throw createNotAuthorError();
      await db.transaction(async (tx) => {
        const repo = createCircleRepository({ db: tx });
        const deleted = await repo.softDeleteComment(row.id, user.id, now);
        if (deleted && deleted.hiddenAt === null) await repo.bumpCommentCount(deleted.postId, -1);
      });
      return { id: row.id, deleted: true };
    },

    async likeComment(user: UserRow, commentId: string, liked: boolean, now: Date) {
      const comment = await circle.findCommentView(commentId, user.id);
      if (!comment) throw createCommentNotFoundError();
      await visiblePost(comment.postId, user.id);
      const { likeCount } = await db.transaction((tx) =>
        createCircleRepository({ db: tx }).setCommentLike(comment.id, user.id, liked, now),
      );
      return { liked, likeCount };
    },
  };
}
