/**
 * What the thin route files share (the router ignores files named with a leading "-"). In the initial chunk with
 * the route options: nothing here imports a page.
 */
import { routeMeta, type RouteName } from '@/contract/routes';
import { pageHead, requireLogin } from '@/lib/route-meta';

/**
 * A page's head tags and, for the route table's `auth` pages, the login guard (SPEC section 2/4): the options
 * every route file names its page by. The server renders an `auth` page's layout only (`ssr: false`: its guard,
 * loader and component run in the browser, which has the session): no personal data in any page's HTML.
 */
export function pageOptions(name: RouteName) {
  const auth = routeMeta(name).access === 'auth';
  return {
    head: () => pageHead(name),
    beforeLoad: auth ? requireLogin(name) : undefined,
    ssr: auth ? false : undefined,
  };
}

/** The part of a route a page whose filters and page number live in the URL reads. */
export interface SearchRoute<TSearch> {
  useSearch: () => TSearch;
  useNavigate: () => (options: { search: NoInfer<TSearch> }) => Promise<void>;
}

/** The route's search and the navigation that replaces it: what a list page's onSearch does. */
export function useSearchState<TSearch>(route: SearchRoute<TSearch>): [TSearch, (next: TSearch) => void] {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return [search, (next) => void navigate({ search: next })];
}
