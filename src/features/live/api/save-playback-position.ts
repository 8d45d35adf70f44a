import { API } from '@/contract/api';
import { playbackPositionSchema } from '@/contract/live';
import { http } from '@/lib/http';

/** PUT playback/position (login): idempotent, the last save wins; `keepalive` lets a save outlive the page. */
export function savePlaybackPosition(
  playbackId: string,
  seconds: number,
  options: { keepalive?: boolean } = {},
) {
  return http.put(API.live.position, playbackPositionSchema, {
    body: { playbackId, seconds: Math.max(0, Math.floor(seconds)) },
    silent: true,
    ...options,
  });
}
