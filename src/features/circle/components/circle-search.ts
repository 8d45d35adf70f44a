/** The search params of /circle (the route's validateSearch) and the links between the circle's views. */
import { z } from 'zod';

import { CIRCLE_FEED_CODES, CIRCLE_TOPIC_CODES } from '@/contract/circle';

export const circleSearchSchema = z.object({
  feed: z.enum(CIRCLE_FEED_CODES).default('RECOMMEND').catch('RECOMMEND'),
  topic: z.enum(CIRCLE_TOPIC_CODES).optional().catch(undefined),
  /** A post id: the post's detail with its comments (a Circle notice links here). */
  post: z.string().min(1).max(64).optional().catch(undefined),
  /** A user id: that person's page. */
  user: z.string().min(1).max(64).optional().catch(undefined),
});
export type CircleSearch = z.infer<typeof circleSearchSchema>;

/** Visitors read 推荐 only; 关注, 我的, a post's detail and a person's page need a login. */
export function circleNeedsLogin(search: Partial<CircleSearch>): boolean {
  return Boolean(search.post || search.user || (search.feed && search.feed !== 'RECOMMEND'));
}

/** The URL of a circle view (for links and the login redirect). */
export function circleHref(search: Partial<CircleSearch>): string {
  const params = new URLSearchParams();
  if (search.feed && search.feed !== 'RECOMMEND') params.set('feed', search.feed);
  if (search.topic) params.set('topic', search.topic);
  if (search.post) params.set('post', search.post);
  if (search.user) params.set('user', search.user);
  const query = params.toString();
  return query ? `/circle?${query}` : '/circle';
}
