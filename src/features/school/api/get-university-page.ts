import { API } from '@/contract/api';
import {
  universityPageQuery,
  universityPageSchema,
  type SchoolsSearch,
  type UniversityPageQuery,
} from '@/contract/catalog';
import { http } from '@/lib/http';
import { prefetchQuery } from '@/lib/use-query';

/** The useQuery key of one list request (the page and its route's loader share it). */
export const universityPageKey = (query: UniversityPageQuery) => `university-page:${JSON.stringify(query)}`;

/** GET noauth/universityHome/pageQueryUniversity: filtered, ranked page of universities. */
export function getUniversityPage(query: UniversityPageQuery, signal?: AbortSignal) {
  return http.get(API.university.page, universityPageSchema, { query: { ...query }, signal });
}

/**
 * The /schools route's loader: the list (the page's LCP) is requested while the page's code is evaluated and
 * rendered, not after its first render (the home route's pattern, src/lib/use-query.ts prefetchQuery).
 */
export function prefetchUniversityPage(search: SchoolsSearch): Promise<void> {
  const query = universityPageQuery(search);
  return prefetchQuery(universityPageKey(query), (signal) => getUniversityPage(query, signal));
}
