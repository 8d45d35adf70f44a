import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

import { RouteErrorFallback, reportRenderError } from '@/components/error-boundary';
import { Provider } from '@/components/ui/provider';
import { registerServiceWorker } from '@/lib/pwa';
import { resetCachedAt, startNetworkWatch } from '@/lib/network';
import { startOutbox } from '@/lib/outbox';
import { loadSession, onSessionEnd, setNavigator } from '@/lib/session';
import { connectSocket } from '@/lib/socket';
import { resetUnread, startAppBadge } from '@/lib/unread';

import { routeTree } from './routeTree.gen';

/**
 * Inside the router, around its matches: once the router follows the history (its Transitioner's layout effect
 * runs before this effect), session ends navigate through it; one that came sooner goes now (src/lib/session.ts).
 */
function SessionNavigator({ children }: { children: ReactNode }) {
  useEffect(() => {
    setNavigator((to) => void router.navigate({ href: to, replace: true }));
    return () => setNavigator(null);
  }, []);
  return <>{children}</>;
}

const router = createRouter({
  routeTree,
  InnerWrap: SessionNavigator,
  defaultPreload: 'intent',
  // every route, the root and the layout included, has a boundary: a render error shows 页面出错了 with 重试 in
  // that route's place (the layout around it stays), never a blank app. In the initial chunk, not split: it
  // must show offline too.
  defaultErrorComponent: RouteErrorFallback,
  defaultOnCatch: reportRenderError,
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

/**
 * Runs work the first screen does not need once the page has loaded (its scripts, styles and images), so that
 * socket.io-client and workbox-window never compete with the first paint on a slow connection.
 */
function afterLoad(work: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(work, { timeout: 2000 })
      : setTimeout(work, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

async function start(): Promise<void> {
  startNetworkWatch();
  startAppBadge();
  onSessionEnd(resetUnread);
  router.subscribe('onBeforeNavigate', resetCachedAt);
  await loadSession();
  // the realtime connection (unread badges, chat) opens after the load; a chat opened sooner connects itself
  afterLoad(() => void connectSocket());
  // replays queued circle posts and chat sends: now, on `online`, on socket reconnect, on SW sync
  startOutbox();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  await router.load().catch(() => undefined);
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <Provider>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
  });
  afterLoad(registerServiceWorker);
}

void start();
