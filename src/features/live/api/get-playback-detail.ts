import { API } from '@/contract/api';
import { playbackDetailSchema } from '@/contract/live';
import { http } from '@/lib/http';

/** GET noauth/orgHome/findPlaybackInfo: one playback with related ones. */
export function getPlaybackDetail(id: string, signal?: AbortSignal) {
  return http.get(API.live.playbackDetail, playbackDetailSchema, { query: { id }, signal });
}
