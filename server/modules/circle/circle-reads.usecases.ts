/** The feeds, one post, a person page and a post's comments, as the viewer sees them. */
import {
  type CircleCommentPage,
  type CircleFeedPage,
  type CirclePersonPage,
  type CirclePost,
  type CircleTopic,
} from '../../../src/contract/circle.ts';
import { createCircleUserNotFoundError } from './circle.errors.ts';
import { toAuthor, toComment, toPost } from './circle.mappers.ts';
import type { CircleRepository } from './circle.repository.ts';
import { rankCursor, timeCursor, feedPage, type CircleKit, type Paging } from './circle.usecase-kit.ts';

export function createReadUsecases(circle: CircleRepository, kit: CircleKit) {
  const { visiblePost } = kit;
  return {
    async feed(viewerId: string | null, query: Paging & { topic?: CircleTopic | undefined }) {
      const rows = await circle.recommend(viewerId, query.topic, rankCursor(query.cursor), query.limit + 1);
      return feedPage(rows, query.limit, viewerId, 'rank') satisfies CircleFeedPage;
    },

    async following(viewerId: string, query: Paging): Promise<CircleFeedPage> {
      const rows = await circle.following(viewerId, timeCursor(query.cursor), query.limit + 1);
      return feedPage(rows, query.limit, viewerId, 'time');
    },

    async mine(viewerId: string, query: Paging): Promise<CircleFeedPage> {
      const rows = await circle.byAuthor(viewerId, viewerId, timeCursor(query.cursor), query.limit + 1);
      return feedPage(rows, query.limit, viewerId, 'time');
    },

    async personal(viewerId: string, query: Paging & { userId: string }): Promise<CirclePersonPage> {
      const person = await circle.findUserName(query.userId);
      if (!person) throw createCircleUserNotFoundError();
      const cursor = timeCursor(query.cursor);
      const [counts, rows] = await Promise.all([
        circle.personCounts(person.id, viewerId),
        circle.byAuthor(viewerId, person.id, cursor, query.limit + 1),
      ]);
      const self = person.id === viewerId;
      return {
        person: { ...toAuthor(person), ...counts, followed: !self && counts.followed, self },
        posts: feedPage(rows, query.limit, viewerId, 'time'),
      };
    },

    async post(viewerId: string, id: string): Promise<CirclePost> {
      return toPost(await visiblePost(id, viewerId), viewerId, 'time');
    },

    async comments(viewerId: string, query: Paging & { postId: string }): Promise<CircleCommentPage> {
      const post = await visiblePost(query.postId, viewerId);
      const [rows, total] = await Promise.all([
        circle.comments(post.id, viewerId, timeCursor(query.cursor), query.limit + 1),
        circle.countComments(post.id, viewerId),
      ]);
      const list = rows.slice(0, query.limit).map((row) => toComment(row, viewerId));
      return { list, nextCursor: rows.length > query.limit ? (list.at(-1)?.cursor ?? null) : null, total };
    },
  };
}
