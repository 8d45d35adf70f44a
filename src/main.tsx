import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { z } from 'zod';

import { Provider } from '@/components/ui/provider';
import { registerServiceWorker, tellScreen } from '@/lib/pwa';
import { resetCachedAt, startNetworkWatch } from '@/lib/network';
import { startOutbox } from '@/lib/outbox';
import { loadSession, onSessionEnd } from '@/lib/session';
import { connectSocket } from '@/lib/socket';
import { resetUnread, startAppBadge } from '@/lib/unread';

import { createAppRouter } from './router';

// the page's CSP allows no eval: zod parses without compiling (and without probing `new Function`, which the
// browser would report as a violation)
z.config({ jitless: true });

const router = createAppRouter();

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
  // the installed app starts at the last screen (sw/launch.ts)
  const tellThisScreen = () => tellScreen(router.state.location.href);
  router.subscribe('onResolved', tellThisScreen);
  await loadSession();
  // the realtime connection (unread badges, chat) opens after the load; a chat opened sooner connects itself
  afterLoad(() => void connectSocket());
  // replays queued circle posts and chat sends: now, on `online`, on socket reconnect, on SW sync
  startOutbox();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // a page the server rendered (its hydration data, src/entry-server.tsx) is hydrated; the service worker's
  // app shell (offline, a page never visited) is rendered anew
  if ('$_TSR' in window) {
    hydrateRoot(
      root,
      <StrictMode>
        <Provider>
          <RouterClient router={router} />
        </Provider>
      </StrictMode>,
      { onRecoverableError: (error) => console.error('hydration:', error) },
    );
  } else {
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
  }
  afterLoad(() => {
    registerServiceWorker();
    tellThisScreen();
  });
}

void start();
