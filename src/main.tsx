import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { Provider } from '@/components/ui/provider';
import { registerServiceWorker } from '@/lib/pwa';
import { resetCachedAt, startNetworkWatch } from '@/lib/network';
import { startOutbox } from '@/lib/outbox';
import { loadSession, onSessionEnd, setNavigator } from '@/lib/session';
import { connectSocket } from '@/lib/socket';
import { resetUnread, startAppBadge } from '@/lib/unread';

import { routeTree } from './routeTree.gen';

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // SPEC section 2: matching is strict
  caseSensitive: true,
  // SPEC section 2: scroll resets to top on navigation
  scrollRestoration: false,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

async function start(): Promise<void> {
  startNetworkWatch();
  startAppBadge();
  onSessionEnd(resetUnread);
  router.subscribe('onBeforeNavigate', resetCachedAt);
  await loadSession();
  setNavigator((to) => void router.navigate({ href: to, replace: true }));
  void connectSocket();
  // replays queued circle posts and chat sends: now, on `online`, on socket reconnect, on SW sync
  startOutbox();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <Provider>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
