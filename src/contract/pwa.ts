/** What the service worker and the page agree on: cache names, the cache-hit header, messages. */
export const CACHE_VERSION = 'v1';

export const RUNTIME_CACHES = {
  reference: `liuxue-reference-${CACHE_VERSION}`,
  catalog: `liuxue-catalog-${CACHE_VERSION}`,
  images: `liuxue-images-${CACHE_VERSION}`,
  /** Built chunks outside the precache (hashed names: never stale), cached as pages load them. */
  assets: `liuxue-assets-${CACHE_VERSION}`,
  /** Public pages' own HTML, keyed by path and search; never a login-only page's. */
  pages: `liuxue-pages-${CACHE_VERSION}`,
  /** The last screen the student saw, where the installed app starts again (sw/launch.ts). */
  launch: `liuxue-launch-${CACHE_VERSION}`,
} as const;

/**
 * The installed app's start_url. The worker answers it with a redirect to the last screen the student saw, whose
 * HTML it has (sw/launch.ts); without a worker (its first start) the server sends it to the home page.
 */
export const LAUNCH_PATH = '/launch';

/** Set by the service worker on an answer that came from a cache. */
export const CACHE_HIT_HEADER = 'x-sw-cache';

/**
 * The head tag with the time the server made the page's HTML (server/lib/page-html.ts). The service worker
 * writes PAGE_FROM_CACHE_ATTR into it when it answers a navigation from RUNTIME_CACHES.pages, so the page can
 * say when its content is from (src/components/layout/rendered-at-note.tsx).
 */
export const RENDERED_AT_META = 'rendered-at';
export const PAGE_FROM_CACHE_ATTR = 'data-sw-cache';

/** Background sync tag the outbox registers, and the message the service worker posts on sync. */
export const OUTBOX_SYNC_TAG = 'outbox-sync';
export const SW_MESSAGES = {
  SKIP_WAITING: 'SKIP_WAITING',
  OUTBOX_SYNC: 'OUTBOX_SYNC',
  /** The page asks the active worker to cache the chunks outside the precache, in the background. */
  WARM_ASSETS: 'WARM_ASSETS',
  /** The page tells the worker the screen it shows (`href`: path, search and hash), kept for the next start. */
  SCREEN: 'SCREEN',
} as const;

/** The build's list of chunks outside the precache (scripts/first-screens.ts), at the site root. */
export const DEFERRED_ASSETS_FILE = 'deferred-assets.json';
