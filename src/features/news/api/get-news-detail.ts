import { API } from '@/contract/api';
import { newsDetailSchema } from '@/contract/news';
import { http } from '@/lib/http';

/** GET noauth/news/detail: one article with its body blocks. */
export function getNewsDetail(id: string, signal?: AbortSignal) {
  return http.get(API.news.detail, newsDetailSchema, { query: { id }, signal });
}
