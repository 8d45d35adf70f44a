import { API } from '@/contract/api';
import { circleFeedSchema, type CircleTopic } from '@/contract/circle';
import { http } from '@/lib/http';

/** GET the 推荐 feed (public), one cursor page, optionally one topic. */
export function getFeed(
  query: { cursor?: string; limit?: number; topic?: CircleTopic },
  signal?: AbortSignal,
) {
  return http.get(API.circle.feed, circleFeedSchema, { query: { ...query }, signal });
}
