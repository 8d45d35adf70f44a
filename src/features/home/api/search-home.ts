import { API } from '@/contract/api';
import { homeSearchSchema } from '@/contract/home';
import { http } from '@/lib/http';

/**
 * GET noauth/home/search?keyword=: schools, majors, news, Q&A and guides matching one term.
 * Silent: the results panel says why it failed.
 */
export function searchHome(keyword: string, signal?: AbortSignal) {
  return http.get(API.home.search, homeSearchSchema, { query: { keyword }, signal, silent: true });
}
