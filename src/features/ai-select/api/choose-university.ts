import { API } from '@/contract/api';
import { aiResultListSchema, type AiRequest, type AiResultItem } from '@/contract/ai';
import { http } from '@/lib/http';

/** POST aiChooseUniversity (public): the matched universities for the request payload. */
export function chooseUniversity(payload: AiRequest): Promise<AiResultItem[]> {
  return http.post(API.ai.choose, aiResultListSchema, { body: payload });
}
