/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell and answers navigations with it (offline too),
 * except the API, the websocket and uploaded files.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

import { NON_SPA_PREFIXES } from '../src/contract/api.ts';

declare let self: ServiceWorkerGlobalScope;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: NON_SPA_PREFIXES.map((prefix) => new RegExp(`^${escape(prefix)}(/|$)`)),
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
