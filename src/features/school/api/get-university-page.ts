import { API } from '@/contract/api';
import { universityPageSchema, type RankedType, type UniversityPageQuery } from '@/contract/catalog';
import { LIMITS } from '@/contract/limits';
import { http } from '@/lib/http';
import { prefetchQuery } from '@/lib/use-query';

/** /schools' search params (the URL's state of the page). */
export interface SchoolsSearch {
  keyword?: string;
  countryCode?: string;
  rankType?: RankedType;
  rankMax?: number;
  typeName?: '公立' | '私立';
  page?: number;
}

/** The list request of /schools for its search params: QS order and the first page by default. */
export function universityPageQuery(
  search: SchoolsSearch,
): UniversityPageQuery & { pageIndex: number; rankType: RankedType } {
  return {
    pageIndex: search.page ?? 1,
    pageSize: LIMITS.DEFAULT_PAGE_SIZE,
    keyword: search.keyword || undefined,
    countryCode: search.countryCode,
    rankType: search.rankType ?? '02',
    rankMax: search.rankMax,
    typeName: search.typeName,
  };
}

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
export function prefetchUniversityPage(search: SchoolsSearch): void {
  const query = universityPageQuery(search);
  prefetchQuery(universityPageKey(query), (signal) => getUniversityPage(query, signal));
}
