/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell and the first screens (scripts/first-screens.ts), fills the
 * rest of the app's chunks in the background once active (warm-assets.ts), answers navigations with the page's
 * own cached HTML or the shell (navigation.ts), except the API, the websocket and uploaded files; runtime caches
 * for public data (runtime-caching.ts);
 * the outbox's background sync; the installed app starts at the last screen (launch.ts); updates wait until the
 * user asks for them (SKIP_WAITING).
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

import { OUTBOX_SYNC_TAG, SW_MESSAGES } from '../src/contract/pwa.ts';
import { registerLaunch, rememberScreen } from './launch.ts';
import { registerNavigation } from './navigation.ts';
import { registerRuntimeCaching } from './runtime-caching.ts';
import { warmDeferredAssets } from './warm-assets.ts';

declare let self: ServiceWorkerGlobalScope;

/** A background sync event (not in every lib.webworker version). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

cleanupOutdatedCaches();
// no directory index: a navigation to / is the home page's own HTML (navigation.ts), not the precached shell
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
// before the navigation route, which would answer the start_url as a page of its own
registerLaunch();
registerNavigation();

registerRuntimeCaching();

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; href?: unknown } | null;
  const type = data?.type;
  if (type === SW_MESSAGES.SKIP_WAITING) void self.skipWaiting();
  if (type === SW_MESSAGES.WARM_ASSETS) event.waitUntil(warmDeferredAssets());
  if (type === SW_MESSAGES.SCREEN && typeof data?.href === 'string')
    event.waitUntil(rememberScreen(data.href));
});

// the outbox lives in the page (IndexedDB + the request client): ask an open page to flush it
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: SW_MESSAGES.OUTBOX_SYNC });
    }),
  );
});
