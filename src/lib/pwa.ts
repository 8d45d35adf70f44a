/**
 * Installability and updates. The service worker is registered in production builds through
 * workbox-window; a waiting new version is announced on `pwa.updateReady` and applied only when the
 * user asks (never in the middle of a form). `beforeinstallprompt` is kept so the header can offer
 * 安装到主屏幕; iOS Safari has no such event, so it gets the add-to-home-screen steps instead.
 *
 * Without service workers (private modes, some in-app browsers, insecure origins: `navigator.serviceWorker`
 * missing or undefined, or a registration that fails) the app runs as a plain web app, silently: no
 * update prompt, no background sync, no error.
 */
import { proxy, ref } from 'valtio';
import type { Workbox } from 'workbox-window';

import { SW_MESSAGES } from '@/contract/pwa';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const pwa = proxy({
  updateReady: false,
  registered: false,
  installed: false,
  installEvent: null as BeforeInstallPromptEvent | null,
});

let workbox: Workbox | null = null;

/** The browser's service worker container, or null where service workers are unavailable. */
export function serviceWorkerContainer(): ServiceWorkerContainer | null {
  if (typeof navigator === 'undefined') return null;
  return (navigator as Partial<Pick<Navigator, 'serviceWorker'>>).serviceWorker ?? null;
}

export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    ('standalone' in navigator && navigator.standalone === true)
  );
}

/** iOS Safari (iPhone, iPad): no install prompt API, the user adds the app from the share sheet. */
export function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
}

/** Asks the browser to keep this site's storage (drafts, outbox, chat history) under pressure. */
export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted()) return true;
  return navigator.storage.persist();
}

export function registerServiceWorker(): void {
  pwa.installed = isStandalone();
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pwa.installEvent = ref(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    pwa.installed = true;
    pwa.installEvent = null;
    void requestPersistentStorage();
  });
  if (!import.meta.env.PROD || !serviceWorkerContainer()) return;
  // loaded after the first paint: not part of the initial download
  void import('workbox-window')
    .then(async ({ Workbox }) => {
      const wb = new Workbox('/sw.js', { scope: '/' });
      wb.addEventListener('waiting', () => {
        pwa.updateReady = true;
      });
      // a blocked registration (private modes, some in-app browsers) resolves without one or rejects
      const registration = await wb.register();
      if (!registration) return;
      workbox = wb;
      pwa.registered = true;
      watchForWaitingWorker(registration);
      warmAssetsWhenActive();
    })
    .catch(() => {
      // no service worker: the app works online as a plain web app, and says nothing about it
    });
}

/**
 * Once a worker is active, asks it to cache the chunks the precache left out (sw/warm-assets.ts), so pages not
 * visited yet open offline too; not when the browser asks to save data (the chunks then cache as visited).
 */
function warmAssetsWhenActive(): void {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (saveData === true) return;
  void serviceWorkerContainer()
    ?.ready.then((registration) => registration.active?.postMessage({ type: SW_MESSAGES.WARM_ASSETS }))
    .catch(() => undefined);
}

/**
 * A worker that waits while another one is active is a new version. workbox-window guesses whether an
 * update came from this page or another tab and may stay silent; the registration itself does not.
 */
function watchForWaitingWorker(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (registration.waiting && registration.active) pwa.updateReady = true;
  };
  check();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', check);
  });
  // look for a new version when the student comes back to the app, and hourly while it stays open
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
  window.setInterval(() => void registration.update().catch(() => undefined), 3_600_000);
}

/**
 * Tells the worker that controls the page which screen it shows (path, search), where the installed app starts
 * next time (sw/launch.ts). Without a worker, nothing.
 */
export function tellScreen(href: string): void {
  serviceWorkerContainer()?.controller?.postMessage({ type: SW_MESSAGES.SCREEN, href });
}

/** Shows the browser's install prompt (Chromium). Resolves true when the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = pwa.installEvent;
  if (!event) return false;
  await event.prompt();
  const choice = await event.userChoice;
  pwa.installEvent = null;
  return choice.outcome === 'accepted';
}

/** Activates the waiting service worker and reloads once it controls the page. */
export function applyUpdate(): void {
  const container = serviceWorkerContainer();
  if (!workbox || !container) return;
  container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  void container
    .getRegistration()
    .then((registration) => {
      registration?.waiting?.postMessage({ type: SW_MESSAGES.SKIP_WAITING });
    })
    .catch(() => undefined);
}
