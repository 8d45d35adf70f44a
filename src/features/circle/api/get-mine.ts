import { API } from '@/contract/api';
import { circleFeedSchema } from '@/contract/circle';
import { http } from '@/lib/http';

/** GET (login) the 我的 feed: my own posts, newest first. */
export function getMine(query: { cursor?: string; limit?: number }, signal?: AbortSignal) {
  return http.get(API.circle.mine, circleFeedSchema, { query: { ...query }, signal });
}
