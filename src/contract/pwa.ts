/** What the service worker and the page agree on: cache names, the cache-hit header, messages. */
export const CACHE_VERSION = 'v1';

export const RUNTIME_CACHES = {
  reference: `liuxue-reference-${CACHE_VERSION}`,
  catalog: `liuxue-catalog-${CACHE_VERSION}`,
  images: `liuxue-images-${CACHE_VERSION}`,
} as const;

/** Set by the service worker on an answer that came from a cache. */
export const CACHE_HIT_HEADER = 'x-sw-cache';

/** Background sync tag the outbox registers, and the message the service worker posts on sync. */
export const OUTBOX_SYNC_TAG = 'outbox-sync';
export const SW_MESSAGES = { SKIP_WAITING: 'SKIP_WAITING', OUTBOX_SYNC: 'OUTBOX_SYNC' } as const;
