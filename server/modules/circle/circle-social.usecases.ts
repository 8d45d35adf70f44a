/** Liking a post and following a person (both notify). */
import { CIRCLE_NOTICE, circlePostLink, circleUserLink } from '../../../src/contract/circle.ts';
import type { Database } from '../../lib/database.ts';
import type { UserRow } from '../user/user.table.ts';
import { createCircleUserNotFoundError, createFollowSelfError } from './circle.errors.ts';
import { displayName } from './circle.mappers.ts';
import { createCircleRepository } from './circle.repository.ts';
import type { CircleRepository } from './circle.repository.ts';
import { fill, type CircleKit, type WithNotices } from './circle.usecase-kit.ts';

export function createSocialUsecases(db: Database, circle: CircleRepository, kit: CircleKit) {
  const { insertNotices, visiblePost } = kit;
  return {
    async likePost(
      user: UserRow,
      postId: string,
      liked: boolean,
      now: Date,
    ): Promise<WithNotices<{ liked: boolean; likeCount: number }>> {
      const post = await visiblePost(postId, user.id);
      return db.transaction(async (tx) => {
        const repo = createCircleRepository({ db: tx });
        const { changed, likeCount } = await repo.setPostLike(post.id, user.id, liked, now);
        const notices =
          changed && liked
            ? await insertNotices(
                tx,
                user,
                [
                  {
                    to: post.author.id,
                    title: CIRCLE_NOTICE.LIKE.title,
                    content: fill(CIRCLE_NOTICE.LIKE.content, { name: displayName(user) }),
                    link: circlePostLink(post.id),
                  },
                ],
                now,
              )
            : [];
        return { data: { liked, likeCount }, notices };
      });
    },

    async follow(
      user: UserRow,
      userId: string,
      followed: boolean,
      now: Date,
    ): Promise<WithNotices<{ followed: boolean; followerCount: number }>> {
      const person = await circle.findUserName(userId);
      if (!person) throw createCircleUserNotFoundError();
      if (person.id === user.id) throw createFollowSelfError();
      const notices = await db.transaction(async (tx) => {
        const repo = createCircleRepository({ db: tx });
        const changed = await repo.setFollow(user.id, person.id, followed, now);
        if (!changed || !followed) return [];
        return insertNotices(
          tx,
          user,
          [
            {
              to: person.id,
              title: CIRCLE_NOTICE.FOLLOW.title,
              content: fill(CIRCLE_NOTICE.FOLLOW.content, { name: displayName(user) }),
              link: circleUserLink(user.id),
            },
          ],
          now,
        );
      });
      const counts = await circle.personCounts(person.id, user.id);
      return { data: { followed, followerCount: counts.followerCount }, notices };
    },
  };
}
