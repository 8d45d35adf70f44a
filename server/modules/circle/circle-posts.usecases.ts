/** Posting, forwarding and deleting a post (a forward notifies the original's author). */
import {
  CIRCLE_NOTICE,
  circlePostLink,
  type CirclePost,
  type CircleTagInput,
} from '../../../src/contract/circle.ts';
import type { Database } from '../../lib/database.ts';
import type { UserRow } from '../user/user.table.ts';
import { createNotAuthorError, createPostNotFoundError } from './circle.errors.ts';
import { displayName } from './circle.mappers.ts';
import { createCircleRepository } from './circle.repository.ts';
import type { CircleRepository } from './circle.repository.ts';
import { fill, type CircleKit, type WithNotices } from './circle.usecase-kit.ts';

export function createPostUsecases(db: Database, circle: CircleRepository, kit: CircleKit) {
  const { insertNotices, visiblePost, replayedPost, checkImages, tagColumns } = kit;
  return {
    async add(
      user: UserRow,
      body: { id: string; content: string; images: string[]; tag: CircleTagInput | null },
      now: Date,
    ): Promise<CirclePost> {
      if (await circle.findPostRow(body.id)) return replayedPost(body.id, user);
      const fileIds = await checkImages(user, body.images);
      const tag = await tagColumns(body.tag);
      const inserted = await db.transaction(async (tx) => {
        const repo = createCircleRepository({ db: tx });
        const row = await repo.insertPost({
          id: body.id,
          authorId: user.id,
          content: body.content,
          images: body.images,
          ...tag,
          createdAt: now,
        });
        if (row) await repo.makeFilesPublic(fileIds);
        return row;
      });
      // a racing replay of the same id inserted first
      if (!inserted) return replayedPost(body.id, user);
      return replayedPost(inserted.id, user);
    },

    /** Forwards a post: the quote is always the root original, whose forward_count moves. */
    async forward(
      user: UserRow,
      body: { id: string; postId: string; content: string },
      now: Date,
    ): Promise<WithNotices<CirclePost>> {
      if (await circle.findPostRow(body.id)) return { data: await replayedPost(body.id, user), notices: [] };
      const target = await visiblePost(body.postId, user.id);
      const root = target.forwardOf ? target.original : target;
      if (!root || root.deletedAt || root.hiddenAt) throw createPostNotFoundError();
      const notices = await db.transaction(async (tx) => {
        const repo = createCircleRepository({ db: tx });
        const row = await repo.insertPost({
          id: body.id,
          authorId: user.id,
          content: body.content,
          images: [],
          forwardOf: root.id,
          createdAt: now,
        });
        if (!row) return null;
        await repo.bumpForwardCount(root.id, 1);
        return insertNotices(
          tx,
          user,
          [
            {
              to: root.author.id,
              title: CIRCLE_NOTICE.FORWARD.title,
              content: fill(CIRCLE_NOTICE.FORWARD.content, { name: displayName(user) }),
              link: circlePostLink(body.id),
            },
          ],
          now,
        );
      });
      return { data: await replayedPost(body.id, user), notices: notices ?? [] };
    },

    /** The author's soft delete; a repeat answers the same; anyone else: 423 and nothing changes. */
    async deletePost(user: UserRow, id: string, now: Date): Promise<{ id: string; deleted: true }> {
      const row = await circle.findPostRow(id);
      if (!row) throw createPostNotFoundError();
      if (row.authorId !== user.id) throw createNotAuthorError();
      await db.transaction(async (tx) => {
        const repo = createCircleRepository({ db: tx });
        const deleted = await repo.softDeletePost(row.id, user.id, now);
        if (deleted?.forwardOf) await repo.bumpForwardCount(deleted.forwardOf, -1);
      });
      return { id: row.id, deleted: true };
    },
  };
}
