/**
 * Private modes and some in-app browsers have no service worker: `navigator.serviceWorker` is undefined,
 * or a registration resolves without one. The app must run as a plain web app, silently.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { applyUpdate, pwa, registerServiceWorker, serviceWorkerContainer } from '@/lib/pwa';

function setServiceWorker(value: unknown): void {
  Object.defineProperty(navigator, 'serviceWorker', { value, configurable: true });
}

/** Lets the lazily imported workbox-window run its registration to the end. */
async function settle(): Promise<void> {
  window.dispatchEvent(new Event('load'));
  await new Promise((resolve) => setTimeout(resolve, 100));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllEnvs();
  pwa.updateReady = false;
  pwa.registered = false;
});

describe('the app without a service worker', () => {
  it('starts without error or console error when navigator.serviceWorker is undefined', async () => {
    vi.stubEnv('PROD', true);
    setServiceWorker(undefined);
    const consoleError = vi.spyOn(console, 'error');
    expect(serviceWorkerContainer()).toBeNull();
    expect(() => registerServiceWorker()).not.toThrow();
    await settle();
    expect(() => applyUpdate()).not.toThrow();
    expect(pwa.updateReady).toBe(false);
    expect(pwa.registered).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('says nothing when the browser blocks the registration (it resolves without one)', async () => {
    vi.stubEnv('PROD', true);
    const register = vi.fn(() => Promise.resolve(undefined));
    setServiceWorker(Object.assign(new EventTarget(), { controller: null, register }));
    const consoleError = vi.spyOn(console, 'error');
    registerServiceWorker();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
    await settle();
    // no update prompt to offer, nothing to apply, no error: a rejection here would fail the run
    expect(pwa.updateReady).toBe(false);
    expect(pwa.registered).toBe(false);
    expect(() => applyUpdate()).not.toThrow();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
