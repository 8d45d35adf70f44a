/**
 * A first visit over the wire, on the real server and the real build: any HTTP client (curl, a load
 * balancer) gets the app at `/`, the entry script travels precompressed, and Chromium loads the app
 * with compressed scripts while the service worker precaches the files themselves, never their copies.
 */
import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { useE2eEnvironment } from './harness';

const env = useE2eEnvironment();

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET with exactly these headers (fetch would add Accept and Accept-Encoding of its own), body undecoded. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function entryScript(html: string): string {
  const src = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no module script in index.html:\n${html}`);
  return src;
}

/** The app's chunk: the entry (src/boot.ts) imports it after the first paint; index.html modulepreloads it. */
function appScript(html: string): string {
  const href = /<link rel="modulepreload"[^>]*href="(\/assets\/app-[^"]+\.js)"/.exec(html)?.[1];
  if (!href) throw new Error(`no modulepreload of the app chunk in index.html:\n${html}`);
  return href;
}

describe('a first visit', () => {
  it('answers GET / without an Accept header with 200 and the app, 100 times in a row', async () => {
    const statuses: Record<number, number> = {};
    let html = '';
    for (let i = 0; i < 100; i += 1) {
      // alternately nothing at all and curl's own `Accept: */*`
      const response = await rawGet(`${env.server().url}/`, i % 2 ? { accept: '*/*' } : {});
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (i === 0) {
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        html = response.body.toString();
      }
    }
    expect(statuses).toEqual({ 200: 100 });
    expect(html).toContain('<div id="root">');
    const health = await rawGet(`${env.server().url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await rawGet(`${env.server().url}/readyz`);
    expect(JSON.parse(ready.body.toString())).toMatchObject({ status: 'ready' });
  });

  it('sends the app script named in index.html brotli-encoded to a client accepting br', async () => {
    const { url } = env.server();
    const entry = appScript((await rawGet(`${url}/`)).body.toString());
    const plain = await rawGet(`${url}${entry}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await rawGet(`${url}${entry}`, { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });

  it('loads the app in Chromium with compressed scripts and precaches only the files themselves', async () => {
    const { context, page } = await env.page(undefined, { serviceWorkers: 'allow', selectorShown: true });
    const html = (await rawGet(`${env.server().url}/`)).body.toString();
    const entry = appScript(html);
    const boot = entryScript(html);
    const seen: { accepted: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname !== entry) return;
      void Promise.all([response.request().allHeaders(), response.allHeaders()]).then(([sent, got]) =>
        seen.push({ accepted: sent['accept-encoding'] ?? '', encoding: got['content-encoding'] }),
      );
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'AI留学，构建留学生态圈' }).first().waitFor();
    await expect.poll(() => seen.length).toBe(1);
    const [script] = seen;
    expect(script?.accepted).toMatch(/gzip|br/);
    // Chromium offers br to secure origins, 127.0.0.1 included (gzip elsewhere over plain http)
    expect(script?.encoding).toBe(/\bbr\b/.test(script?.accepted ?? '') ? 'br' : 'gzip');

    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? 'none'), {
        timeout: 20_000,
      })
      .toBe('activated');
    const precached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.includes('precache')) continue;
        for (const key of await (await caches.open(name)).keys()) urls.push(new URL(key.url).pathname);
      }
      return urls;
    });
    expect(precached).toContain('/index.html');
    expect(precached).toContain(boot);
    expect(precached).toContain(entry);
    expect(precached.filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
    await context.close();
  });
});
