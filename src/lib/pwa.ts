/**
 * Service worker registration (production builds only) through workbox-window.
 * A waiting new version is announced on `pwa.updateReady`; it is applied only when the user asks.
 */
import { proxy } from 'valtio';
import { Workbox } from 'workbox-window';

export const pwa = proxy({ updateReady: false, registered: false });

let workbox: Workbox | null = null;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    pwa.updateReady = true;
  });
  void workbox.register().then(() => {
    pwa.registered = true;
  });
}

/** Activates the waiting service worker and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
