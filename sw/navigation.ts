/// <reference lib="webworker" />
/**
 * How the worker answers a navigation (a page load, outside NON_SPA_PREFIXES):
 *
 * - A public page (the route table's `public` routes, and unknown paths, whose 404 is never stored): its own
 *   HTML from RUNTIME_CACHES.pages at once, refreshed from the network behind for the next visit
 *   (stale-while-revalidate, keyed by path and search). Nothing cached and no network: the precached shell,
 *   which the app draws offline from the data caches.
 * - A login-only page (`auth`): the network, within 3 s, else the precached shell; its HTML is never stored.
 *
 * A page answered from the cache gets PAGE_FROM_CACHE_ATTR in its rendered-at tag, so the app can say when its
 * content is from (src/components/layout/rendered-at-note.tsx).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, PrecacheFallbackPlugin } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate, type StrategyOptions } from 'workbox-strategies';

import { NON_SPA_PREFIXES } from '../src/contract/api.ts';
import { PAGE_FROM_CACHE_ATTR, RENDERED_AT_META, RUNTIME_CACHES } from '../src/contract/pwa.ts';
import { routeOfPath } from '../src/contract/routes.ts';

/** workbox-core's plugin type, through the strategies' options (workbox-core is no direct dependency). */
type WorkboxPlugin = NonNullable<StrategyOptions['plugins']>[number];

const SHELL = 'index.html';
const DAY = 24 * 3600;
const RENDERED_AT_OPEN = `<meta name="${RENDERED_AT_META}"`;

/** Marks a page's HTML that comes from the pages cache (the network's copy goes out as it is). */
const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const html = await cachedResponse.text();
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    return new Response(html.replace(RENDERED_AT_OPEN, `${RENDERED_AT_OPEN} ${PAGE_FROM_CACHE_ATTR}="1"`), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/**
 * An answer that varies by cookie (/circle's first screen, drawn for visitors only) is not stored: the worker
 * keys by URL alone and would give a visitor's copy to a signed-in reader.
 */
const sameForEveryReader: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    /(?:^|,)\s*cookie\s*(?:,|$)/i.test(response.headers.get('vary') ?? '') ? null : response,
};

const publicPage = new StaleWhileRevalidate({
  cacheName: RUNTIME_CACHES.pages,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    sameForEveryReader,
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true }),
    markFromCache,
    new PrecacheFallbackPlugin({ fallbackURL: SHELL }),
  ],
});

// a login-only page may carry its reader's layout: nothing is stored, and where NetworkFirst looks in its
// cache (the 3 s timeout, a network error) the shell answers instead
const loginOnlyPage = new NetworkFirst({
  cacheName: RUNTIME_CACHES.pages,
  networkTimeoutSeconds: 3,
  plugins: [
    { cacheWillUpdate: async () => null, cachedResponseWillBeUsed: () => matchPrecache(SHELL) },
    new PrecacheFallbackPlugin({ fallbackURL: SHELL }),
  ],
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function registerNavigation(): void {
  registerRoute(
    new NavigationRoute(
      ({ request, url, event }) =>
        (routeOfPath(url.pathname)?.access === 'auth' ? loginOnlyPage : publicPage).handle({
          request,
          event,
        }),
      { denylist: NON_SPA_PREFIXES.map((prefix) => new RegExp(`^${escape(prefix)}(/|$)`)) },
    ),
  );
}
