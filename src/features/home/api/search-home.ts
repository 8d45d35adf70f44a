import { API } from '@/contract/api';
import { homeSearchSchema, SEARCH_TERM_MAX } from '@/contract/home';
import { http } from '@/lib/http';
import { prefetchQuery } from '@/lib/use-query';

/**
 * GET noauth/home/search?keyword=: schools, majors, news, Q&A and guides matching one term.
 * Silent: the results panel says why it failed.
 */
export function searchHome(keyword: string, signal?: AbortSignal) {
  return http.get(API.home.search, homeSearchSchema, { query: { keyword }, signal, silent: true });
}

/** The useQuery key of one search (the results panel and the home route's loader share it). */
export const homeSearchKey = (keyword: string) => `home-search:${keyword}`;

/** The home route's loader with a `?q=`: the results come with the page. */
export const prefetchHomeSearch = (keyword: string) =>
  prefetchQuery(homeSearchKey(keyword), (signal) => searchHome(keyword, signal));

/** The term searched for a `?q=`: the box takes at most SEARCH_TERM_MAX characters, a longer one is cut like the server. */
export const homeSearchTerm = (asked: string | undefined) =>
  asked?.slice(0, SEARCH_TERM_MAX).trim() || undefined;
