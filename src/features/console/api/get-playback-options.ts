import { API } from '@/contract/api';
import { playbackPageSchema, type PlaybackPage } from '@/contract/live';
import { http } from '@/lib/http';

/** GET noauth/orgHome/pageQueryPlayback: the videos a VIDEO task can name (the console's picker). */
export function getPlaybackOptions(keyword: string, signal?: AbortSignal): Promise<PlaybackPage> {
  return http.get(API.live.playbackPage, playbackPageSchema, {
    query: { pageIndex: 1, pageSize: 20, keyword: keyword || undefined },
    signal,
  });
}
