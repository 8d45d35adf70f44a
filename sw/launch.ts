/// <reference lib="webworker" />
/**
 * Where the installed app starts: its start_url (LAUNCH_PATH) is answered with a redirect to the last screen the
 * student saw, which the pages tell the worker as they change (SW_MESSAGES.SCREEN, src/lib/pwa.ts). The redirect
 * is then a navigation like any other (navigation.ts): a public page paints its cached HTML at once, offline too.
 * Nothing remembered yet: the home page.
 */
import { registerRoute } from 'workbox-routing';

import { LAUNCH_PATH, RUNTIME_CACHES } from '../src/contract/pwa.ts';
import { isResumableScreen } from '../src/contract/routes.ts';

declare let self: ServiceWorkerGlobalScope;

/** The cache entry that holds the last screen's path and search, as its body. */
const LAST_SCREEN_KEY = '/last-screen';

/** The path and search of a same-origin screen the app may start at, or null. */
function resumable(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href, self.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== self.location.origin || !isResumableScreen(url.pathname)) return null;
  return url.pathname + url.search;
}

export async function rememberScreen(href: string): Promise<void> {
  const screen = resumable(href);
  if (!screen) return;
  const cache = await caches.open(RUNTIME_CACHES.launch);
  await cache.put(LAST_SCREEN_KEY, new Response(screen, { headers: { 'content-type': 'text/plain' } }));
}

async function lastScreen(): Promise<string> {
  const cache = await caches.open(RUNTIME_CACHES.launch);
  const stored = await cache.match(LAST_SCREEN_KEY);
  return (stored && resumable(await stored.text())) ?? '/';
}

export function registerLaunch(): void {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.pathname === LAUNCH_PATH,
    async () => Response.redirect(new URL(await lastScreen(), self.location.origin).href, 302),
  );
}
