/**
 * Private uploaded files (`/files/{id}`, SPEC section 7 "Upload"): a chat image is served only with the
 * `Lt-Authorization` header of a party, so an `<img src>` cannot load it. fetchPrivateFile GETs it through
 * the request client and keeps the bytes in Cache Storage (cache PRIVATE_FILES_CACHE), so the images of the
 * chat history show offline and after a restart; the cache is deleted when the session ends (logout,
 * expiry), like the rest of the user's data. Without Cache Storage (plain http, some private modes) every
 * call fetches. putPrivateFile stores bytes the app already holds under a file's URL (the chat image sender,
 * right after the upload answered it), so an own image shows offline without ever being downloaded.
 */
import { requestBlob } from './http';
import { onSessionEnd } from './session';

export const PRIVATE_FILES_CACHE = 'private-files-v1';

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

async function openCache(): Promise<Cache | null> {
  try {
    return (await cacheStorage()?.open(PRIVATE_FILES_CACHE)) ?? null;
  } catch {
    return null;
  }
}

const inFlight = new Map<string, Promise<Blob>>();

/** The bytes of one of the app's files: from the cache, else from the server (then cached). */
export function fetchPrivateFile(path: string): Promise<Blob> {
  let pending = inFlight.get(path);
  if (!pending) {
    pending = load(path).finally(() => inFlight.delete(path));
    inFlight.set(path, pending);
  }
  return pending;
}

async function load(path: string): Promise<Blob> {
  const cache = await openCache();
  const hit = await cache?.match(path).catch(() => undefined);
  if (hit) return hit.blob();
  const blob = await requestBlob(path, { silent: true });
  if (cache) await store(cache, path, blob);
  return blob;
}

async function store(cache: Cache, path: string, blob: Blob): Promise<void> {
  const headers = { 'content-type': blob.type || 'application/octet-stream' };
  await cache.put(path, new Response(blob, { headers })).catch(() => undefined);
}

/**
 * Keeps `blob` as the cached copy of the file at `path` (a `/files/{id}` URL), as if fetchPrivateFile had
 * downloaded it. Never rejects: without Cache Storage the file is simply fetched when shown.
 */
export async function putPrivateFile(path: string, blob: Blob): Promise<void> {
  const cache = await openCache();
  if (cache) await store(cache, path, blob);
}

/** Forgets every cached private file (the session ended). */
export async function clearPrivateFiles(): Promise<void> {
  await cacheStorage()
    ?.delete(PRIVATE_FILES_CACHE)
    .catch(() => false);
}

onSessionEnd(() => void clearPrivateFiles());
