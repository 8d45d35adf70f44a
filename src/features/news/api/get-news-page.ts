import { API } from '@/contract/api';
import { newsPageSchema, type NewsCategory } from '@/contract/news';
import { http } from '@/lib/http';

/** GET noauth/news/page: articles newest first, optionally one category. */
export function getNewsPage(
  query: { pageIndex: number; pageSize?: number; category?: NewsCategory },
  signal?: AbortSignal,
) {
  return http.get(API.news.page, newsPageSchema, { query: { ...query }, signal });
}
