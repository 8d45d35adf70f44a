/** The links between the circle's views (their search params: src/contract/circle.ts circleSearchSchema). */
import type { CircleSearch } from '@/contract/circle';

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
