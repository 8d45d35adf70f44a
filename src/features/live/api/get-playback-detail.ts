import { API } from '@/contract/api';
import { playbackDetailSchema } from '@/contract/live';
import { http } from '@/lib/http';
import { prefetchQuery } from '@/lib/use-query';

/** GET noauth/orgHome/findPlaybackInfo: one playback with related ones. */
export function getPlaybackDetail(id: string, signal?: AbortSignal) {
  return http.get(API.live.playbackDetail, playbackDetailSchema, { query: { id }, signal });
}

/** A playback's useQuery key and fetcher (its page and its route's loader share them). */
export const playbackDetailQuery = (id: string) => ({
  key: `playback:${id}`,
  fetch: (signal: AbortSignal) => getPlaybackDetail(id, signal),
});

/** The playback page's loader (none asked for without an id: the page shows its not-found state). */
export function prefetchPlaybackDetail(id: string): Promise<void> | undefined {
  if (id === '') return undefined;
  const query = playbackDetailQuery(id);
  return prefetchQuery(query.key, query.fetch);
}
