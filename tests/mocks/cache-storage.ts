/**
 * A minimal in-memory Cache Storage (happy-dom has none): `open`, `delete`, `has`, `keys`, and per cache
 * `match` and `put` by URL string. Install it with `vi.stubGlobal('caches', new FakeCacheStorage())`.
 */
type CacheKey = RequestInfo | URL;

function keyOf(request: CacheKey): string {
  if (typeof request === 'string') return request;
  return request instanceof URL ? request.href : request.url;
}

export class FakeCache {
  readonly entries = new Map<string, Response>();

  match(request: CacheKey): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(keyOf(request))?.clone());
  }

  put(request: CacheKey, response: Response): Promise<void> {
    this.entries.set(keyOf(request), response.clone());
    return Promise.resolve();
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  open(name: string): Promise<Cache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return Promise.resolve(cache as unknown as Cache);
  }

  has(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.has(name));
  }

  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.delete(name));
  }

  keys(): Promise<string[]> {
    return Promise.resolve([...this.caches.keys()]);
  }
}
