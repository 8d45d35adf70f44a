/// <reference lib="webworker" />
/**
 * Runtime caches of the service worker. Each cache is named, versioned and bounded. Only public GET
 * answers (paths under /student/api/noauth/, images and uploaded files) are ever stored: nothing
 * user-specific is written to a cache.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

import { API } from '../src/contract/api.ts';
import { CACHE_HIT_HEADER, RUNTIME_CACHES } from '../src/contract/pwa.ts';

declare let self: ServiceWorkerGlobalScope;

const DAY = 24 * 3600;

/** Marks an answer that came from a cache, so the page can say when its data was fetched. */
const markCacheHits = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(CACHE_HIT_HEADER, '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

const REFERENCE_PATHS: readonly string[] = [
  API.common.findByDictCode,
  API.common.findByConfigKey,
  API.common.supports,
  API.common.findProvinceAndCity,
  API.common.findAreaByParentCode,
  API.common.schoolList,
  API.common.findStudentSchool,
  // the AI form's activities and AP courses: the drawer works offline on its draft
  API.ai.config,
  // the guide sections' headers: a visited guide list reads offline with its own title
  API.common.pageConfigFind,
  API.common.pageConfigUnique,
  // the home banner and hot search terms: the home page reads whole offline
  API.common.findAd,
  API.common.hotSearch,
];

const CATALOG_PREFIXES: readonly string[] = [
  '/student/api/noauth/universityHome/',
  '/student/api/noauth/university/',
  '/student/api/noauth/majorHome/',
  '/student/api/noauth/major/',
  '/student/api/noauth/majorHomeDetail/',
  // home queries, including the Q&A list and replies (pageQueryAbroadQuestionAnswer[Reply])
  '/student/api/noauth/home/',
  '/student/api/noauth/news/',
];

const isPublicGet = (request: Request, url: URL) =>
  request.method === 'GET' &&
  url.origin === self.location.origin &&
  url.pathname.startsWith('/student/api/noauth/');

export function registerRuntimeCaching(): void {
  // built JS, CSS and fonts outside the precache (which holds the shell and the first screens only,
  // scripts/first-screens.ts): a hashed file never changes, so the first copy is kept; warm-assets.ts
  // fills this cache in the background and drops what an older build left in it
  registerRoute(
    ({ request, url }) =>
      request.method === 'GET' &&
      url.origin === self.location.origin &&
      url.pathname.startsWith('/assets/') &&
      /\.(?:js|css|woff2)$/.test(url.pathname),
    new CacheFirst({
      cacheName: RUNTIME_CACHES.assets,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );
  // dictionaries, configs, regions, schools of a city: show at once, refresh behind
  registerRoute(
    ({ request, url }) => isPublicGet(request, url) && REFERENCE_PATHS.includes(url.pathname),
    new StaleWhileRevalidate({
      cacheName: RUNTIME_CACHES.reference,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * DAY }),
        markCacheHits,
      ],
    }),
  );
  // universities, rankings, majors, news, guides (home/): fresh when the network answers within 3 s, else the cache
  registerRoute(
    ({ request, url }) =>
      isPublicGet(request, url) && CATALOG_PREFIXES.some((p) => url.pathname.startsWith(p)),
    new NetworkFirst({
      cacheName: RUNTIME_CACHES.catalog,
      networkTimeoutSeconds: 3,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 7 * DAY }),
        markCacheHits,
      ],
    }),
  );
  // images and uploaded files; never video or a Range request (playbacks stream from the network, 206)
  registerRoute(
    ({ request, url }) =>
      request.method === 'GET' &&
      url.origin === self.location.origin &&
      !request.headers.has('range') &&
      request.destination !== 'video' &&
      !(url.pathname.startsWith(`${API.live.media}/`) && url.pathname.endsWith('/video')) &&
      (request.destination === 'image' || url.pathname.startsWith('/files/')),
    new CacheFirst({
      cacheName: RUNTIME_CACHES.images,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );
}
