import { prefetchLiveNow } from '@/features/live/api/get-live-page';
import { prefetchRecentPlaybacks } from '@/features/live/api/get-playback-page';

/** The sections of /organizations (直播预告 and 最新回放 with their default scope): their first requests. */
export function prefetchLiveSections(): Promise<unknown> {
  return Promise.all([prefetchLiveNow(), prefetchRecentPlaybacks()]);
}
