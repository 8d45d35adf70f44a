import { HOME_BANNER_QUERY, HOME_HOT_SEARCH_QUERY } from '@/contract/home';
import { getHomeAds } from '@/features/home/api/get-home-ads';
import { getHotSearch } from '@/features/home/api/get-hot-search';
import { prefetchQuery } from '@/lib/use-query';

/** The query keys of the home page's first screen (the carousel and the hot search row). */
export const HOME_QUERY_KEYS = { ads: 'home-ads', hotSearch: 'home-hot-search' } as const;

export const fetchHomeBanner = (signal: AbortSignal) => getHomeAds(HOME_BANNER_QUERY.type, signal);
export const fetchHotSearch = (signal: AbortSignal) =>
  getHotSearch(HOME_HOT_SEARCH_QUERY.limit, HOME_HOT_SEARCH_QUERY.searchType, signal);

/**
 * The home route's loader: the banner (the page's largest text, its LCP) and the hot search terms
 * are requested while the page's code is still being evaluated and rendered, instead of after the first render.
 */
export function prefetchHomeFirstScreen(): Promise<unknown> {
  return Promise.all([
    prefetchQuery(HOME_QUERY_KEYS.ads, fetchHomeBanner),
    prefetchQuery(HOME_QUERY_KEYS.hotSearch, fetchHotSearch),
  ]);
}
