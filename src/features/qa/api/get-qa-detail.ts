import { API } from '@/contract/api';
import { qaDetailSchema } from '@/contract/qa';
import { http } from '@/lib/http';

/** GET abroadQuestionAnswer/{id} (login): one question with its replies. */
export function getQaDetail(id: string, signal?: AbortSignal) {
  return http.get(`${API.qa.detail}/${encodeURIComponent(id)}`, qaDetailSchema, { signal });
}
