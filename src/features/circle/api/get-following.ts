import { API } from '@/contract/api';
import { circleFeedSchema } from '@/contract/circle';
import { http } from '@/lib/http';

/** GET (login) the 关注 feed: posts of the people I follow, newest first. */
export function getFollowing(query: { cursor?: string; limit?: number }, signal?: AbortSignal) {
  return http.get(API.circle.following, circleFeedSchema, { query: { ...query }, signal });
}
