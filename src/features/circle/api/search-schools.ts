import { API } from '@/contract/api';
import { universityPageSchema } from '@/contract/catalog';
import { http } from '@/lib/http';

/** GET noauth/universityHome/pageQueryUniversity by keyword: the schools a post can be tagged with. */
export function searchSchools(keyword: string, signal?: AbortSignal) {
  return http.get(API.university.page, universityPageSchema, {
    query: { keyword, pageIndex: 1, pageSize: 5 },
    signal,
    silent: true,
  });
}
