import { API } from '@/contract/api';
import { universityPageSchema, type UniversityPageQuery } from '@/contract/catalog';
import { http } from '@/lib/http';

/** GET noauth/universityHome/pageQueryUniversity: filtered, ranked page of universities. */
export function getUniversityPage(query: UniversityPageQuery, signal?: AbortSignal) {
  return http.get(API.university.page, universityPageSchema, { query: { ...query }, signal });
}
