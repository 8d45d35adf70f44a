import { API } from '@/contract/api';
import { universityPageSchema } from '@/contract/catalog';
import { http } from '@/lib/http';

/** GET noauth/universityHome/pageQueryUniversity {keyword}: catalog schools to pick for a plan item. */
export function searchUniversities(keyword: string, signal?: AbortSignal) {
  return http.get(API.university.page, universityPageSchema, {
    query: { keyword, pageIndex: 1, pageSize: 8 },
    signal,
  });
}
