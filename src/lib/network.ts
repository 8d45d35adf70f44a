/**
 * Network state for the offline banner: whether the browser is online, and when the oldest data on
 * screen was fetched if it came from the service worker's cache (not in the SPEC).
 */
import { proxy } from 'valtio';

import { CACHE_HIT_HEADER } from '@/contract/pwa';

export const network = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** Fetch time (ms) of cached data shown since the last navigation, or null when all data is fresh. */
  cachedAt: null as number | null,
});

let started = false;

export function startNetworkWatch(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    network.online = true;
  });
  window.addEventListener('offline', () => {
    network.online = false;
  });
}

/** Called by the request client for every answer. */
export function noteResponse(response: Response): void {
  if (response.headers.get(CACHE_HIT_HEADER) !== '1') return;
  const fetchedAt = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(fetchedAt)) return;
  network.cachedAt = network.cachedAt === null ? fetchedAt : Math.min(network.cachedAt, fetchedAt);
}

/** A new page starts with no cached data shown. */
export function resetCachedAt(): void {
  network.cachedAt = null;
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}
