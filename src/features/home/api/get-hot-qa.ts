import { API } from '@/contract/api';
import { qaPageSchema } from '@/contract/qa';
import { http } from '@/lib/http';

/**
 * GET noauth/home/pageQueryAbroadQuestionAnswer?order=hot: the most answered and liked questions.
 * Silent: a home section that fails hides itself.
 */
export function getHotQa(pageSize: number, signal?: AbortSignal) {
  return http.get(API.qa.page, qaPageSchema, {
    query: { pageIndex: 1, pageSize, order: 'hot' },
    signal,
    silent: true,
  });
}
