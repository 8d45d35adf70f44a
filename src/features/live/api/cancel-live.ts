import { API } from '@/contract/api';
import { liveSessionSchema } from '@/contract/live';
import { http } from '@/lib/http';

/** POST liveVideo/cancelReserve (login): answers the session with reserved = false. */
export function cancelLive(liveId: string) {
  return http.post(API.live.cancel, liveSessionSchema, { body: { liveId } });
}
