import { API } from '@/contract/api';
import { liveSessionSchema } from '@/contract/live';
import { http } from '@/lib/http';

/** POST liveVideo/reserve (login): answers the session with reserved = true. */
export function reserveLive(liveId: string) {
  return http.post(API.live.reserve, liveSessionSchema, { body: { liveId } });
}
