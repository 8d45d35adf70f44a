/// <reference lib="webworker" />
/**
 * The background fill of the chunks outside the precache (scripts/first-screens.ts writes their list to
 * dist/deferred-assets.json). The page asks for it once the worker is active (src/lib/pwa.ts, SW_MESSAGES.WARM_ASSETS),
 * the message handler keeps the worker alive until it is done. Two downloads at a time; a chunk already cached
 * (a page loaded it first) is skipped, so asking again on every visit costs one small JSON request. A failed
 * download is left for the next visit. Chunks of an older build are deleted from the cache here.
 */
import { DEFERRED_ASSETS_FILE, RUNTIME_CACHES } from '../src/contract/pwa.ts';

const PARALLEL = 2;

let running: Promise<void> | null = null;

export function warmDeferredAssets(): Promise<void> {
  running ??= fill().finally(() => {
    running = null;
  });
  return running;
}

async function fill(): Promise<void> {
  const response = await fetch(`/${DEFERRED_ASSETS_FILE}`, { cache: 'no-cache' }).catch(() => null);
  if (!response?.ok) return;
  const list: unknown = await response.json().catch(() => null);
  if (!Array.isArray(list)) return;
  const files = list.filter(
    (item): item is string => typeof item === 'string' && /^assets\/[\w.-]+$/.test(item),
  );
  const cache = await caches.open(RUNTIME_CACHES.assets);
  // an older build's chunks: never asked for again
  const current = new Set(files.map((file) => `/${file}`));
  for (const request of await cache.keys()) {
    if (!current.has(new URL(request.url).pathname)) await cache.delete(request);
  }
  const missing: string[] = [];
  for (const file of files) if (!(await cache.match(`/${file}`))) missing.push(`/${file}`);
  const next = async (): Promise<void> => {
    for (let url = missing.shift(); url !== undefined; url = missing.shift()) {
      const asset = await fetch(url).catch(() => null);
      if (asset?.ok) await cache.put(url, asset).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, next));
}
