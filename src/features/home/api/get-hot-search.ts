import { API } from '@/contract/api';
import { hotSearchListSchema, type SearchType } from '@/contract/home';
import { http } from '@/lib/http';

/**
 * GET noauth/common/hotSearch?limit=&searchType=: the most searched terms.
 * Silent: a home section that fails hides itself.
 */
export function getHotSearch(limit: number, searchType: SearchType, signal?: AbortSignal) {
  return http.get(API.common.hotSearch, hotSearchListSchema, {
    query: { limit, searchType },
    signal,
    silent: true,
  });
}
