import { API } from '@/contract/api';
import { newsPageSchema } from '@/contract/news';
import { http } from '@/lib/http';

/**
 * GET noauth/news/page: the newest articles of every category.
 * Silent: a home section that fails hides itself.
 */
export function getHomeNews(pageSize: number, signal?: AbortSignal) {
  return http.get(API.news.page, newsPageSchema, { query: { pageIndex: 1, pageSize }, signal, silent: true });
}
