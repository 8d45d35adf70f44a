import { API } from '@/contract/api';
import { chosenUniversityPageSchema } from '@/contract/ai';
import { http } from '@/lib/http';

/** GET: 我的大学List, newest first. */
export function getChosenPage(pageIndex: number, signal?: AbortSignal) {
  return http.get(API.ai.chosenPage, chosenUniversityPageSchema, { query: { pageIndex }, signal });
}
