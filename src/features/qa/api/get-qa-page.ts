import { API } from '@/contract/api';
import { qaPageSchema, type QaCategory } from '@/contract/qa';
import { http } from '@/lib/http';

/** GET noauth/home/pageQueryAbroadQuestionAnswer: questions newest first, by category and keyword. */
export function getQaPage(
  query: { pageIndex: number; pageSize?: number; category?: QaCategory; keyword?: string },
  signal?: AbortSignal,
) {
  return http.get(API.qa.page, qaPageSchema, { query: { ...query }, signal });
}
