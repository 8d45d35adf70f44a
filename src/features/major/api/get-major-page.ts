import { API } from '@/contract/api';
import { majorPageSchema } from '@/contract/catalog';
import { http } from '@/lib/http';
import { prefetchQuery } from '@/lib/use-query';

/** How many majors /majors shows per page. */
export const MAJOR_PAGE_SIZE = 12;

/** GET majorHome/pageQueryMajor: the study-abroad major categories. */
export function getMajorPage(
  query: { pageIndex: number; pageSize?: number; keyword?: string },
  signal?: AbortSignal,
) {
  return http.get(API.major.page, majorPageSchema, { query: { ...query }, signal });
}

/** One page of /majors as its list asks for it: its useQuery key and fetcher (the route's loader shares them). */
export function majorPageQuery(keyword: string | undefined, page: number) {
  const query = { pageIndex: page, pageSize: MAJOR_PAGE_SIZE, keyword: keyword || undefined };
  return {
    key: `major-page:${query.keyword ?? ''}:${page}`,
    fetch: (signal: AbortSignal) => getMajorPage(query, signal),
  };
}

/** The /majors route's loader: the page of majors comes with the page the server renders. */
export function prefetchMajorPage({ keyword, page = 1 }: { keyword?: string; page?: number }): Promise<void> {
  const query = majorPageQuery(keyword, page);
  return prefetchQuery(query.key, query.fetch);
}
