import { API } from '@/contract/api';
import { playbackPageSchema } from '@/contract/live';
import { http } from '@/lib/http';

/** GET noauth/orgHome/pageQueryPlayback: playbacks newest first, with the organization and host facets. */
export function getPlaybackPage(
  query: { pageIndex: number; pageSize?: number; orgId?: string; counselorId?: string; keyword?: string },
  signal?: AbortSignal,
) {
  return http.get(API.live.playbackPage, playbackPageSchema, { query: { ...query }, signal });
}
