import { API } from '@/contract/api';
import { playbackPositionSchema } from '@/contract/live';
import { http } from '@/lib/http';

/** GET playback/position (login): my saved position in a playback, or null. */
export function getPlaybackPosition(playbackId: string, signal?: AbortSignal) {
  return http.get(API.live.position, playbackPositionSchema.nullable(), { query: { playbackId }, signal });
}
