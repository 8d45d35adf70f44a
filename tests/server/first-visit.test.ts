/**
 * A first visit by any client: the app shell answers every page path whatever the Accept header (curl, a
 * load balancer), and the built files go out precompressed as the client's Accept-Encoding asks.
 * The dist/ here is a small stand-in, compressed by the same build step as `vite build` (scripts/precompress.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { precompressDirectory } from '../../scripts/precompress.ts';
import { renderPageHtml } from '../../server/lib/page-html.ts';
import { routeMeta } from '../../src/contract/routes.ts';
import { buildTestApp, type TestApp } from '../helpers/server.ts';

const ENTRY = '/assets/index-abc123.js';
// large enough to be worth compressing, like the real files
const SHELL = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>AI留学</title>${'<meta name="x" content="AI留学 · 留学平台">'.repeat(40)}<script type="module" src="${ENTRY}"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `${'export const schools = ["麻省理工学院", "牛津大学", "剑桥大学"];\n'.repeat(200)}console.log("app");`;
const WORKER = `${'self.addEventListener("fetch", () => {});\n'.repeat(100)}`;

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'liuxue-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  writeFileSync(path.join(distDir, ENTRY), SCRIPT);
  writeFileSync(path.join(distDir, 'sw.js'), WORKER);
  writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await precompressDirectory(distDir);
  t = await buildTestApp({ serveStatic: true, distDir });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the app shell for any client', () => {
  it('answers 100 GET / in a row without an Accept header with 200 and the HTML, never 404 or 429', async () => {
    const statuses = new Map<number, number>();
    for (let i = 0; i < 100; i += 1) {
      const response = await t.inject({ method: 'GET', url: '/' });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (i === 0) {
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        // the stand-in shell with the home page's head (no SSR build beside this dist/: the app shell)
        expect(response.body).toBe(renderPageHtml(SHELL, routeMeta('Home')));
      }
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 100 });
  });

  it('answers HEAD / and deep links with query strings whatever the Accept header', async () => {
    const head = await t.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    for (const accept of [undefined, '*/*', 'application/json', 'text/html,application/xhtml+xml']) {
      const response = await t.inject({
        method: 'GET',
        url: '/schools?keyword=x',
        headers: accept === undefined ? {} : { accept },
      });
      expect(response.statusCode, String(accept)).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('redirects an unknown page to /404 (SPEC section 2), never rate limited', async () => {
    for (let i = 0; i < 80; i += 1) {
      const response = await t.inject({ method: 'GET', url: `/no-such-page-${i}` });
      expect(response.statusCode, `/no-such-page-${i}`).toBe(302);
      expect(response.headers.location).toBe('/404');
    }
    // a directory of dist/ is no file: the same redirect, not a 403 of the file server
    for (const url of ['/assets', '/assets/', '/icons/']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/404');
    }
  });

  it('still answers unknown /student/api paths and missing files with the JSON 404', async () => {
    const api = await t.inject({ method: 'GET', url: '/student/api/no/such/thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 451, message: '接口不存在', data: null });
    const file = await t.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    // the compressed copies are not files of their own
    const copy = await t.inject({ method: 'GET', url: `${ENTRY}.br` });
    expect(copy.statusCode).toBe(404);
  });
});

describe('precompressed files', () => {
  it('sends the entry script brotli-encoded to a client accepting br, with its type, length and Vary', async () => {
    const response = await t.inject({
      method: 'GET',
      url: ENTRY,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends gzip to a client without br, and the file as it is to a client without Accept-Encoding', async () => {
    const gzip = await t.inject({ method: 'GET', url: ENTRY, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.inject({ method: 'GET', url: ENTRY });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the app shell of a deep link and of the 404 page compressed too', async () => {
    const deep = await t.inject({
      method: 'GET',
      url: '/visa/detail?id=x',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-encoding']).toBe('br');
    expect(deep.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(deep.rawPayload).toString()).toBe(
      renderPageHtml(SHELL, routeMeta('AboardDetail')),
    );

    const unknown = await t.inject({
      method: 'GET',
      url: '/404',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(unknown.rawPayload).toString()).toBe(renderPageHtml(SHELL, routeMeta('NotFound')));
  });

  it('serves sw.js as it is (no stale copy can stand in for a new worker) and revalidated', async () => {
    const response = await t.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(WORKER);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('writes copies only of text files worth compressing', () => {
    const written = (file: string) => existsSync(path.join(distDir, file));
    expect(written('index.html.br') && written('index.html.gz')).toBe(true);
    expect(written(`${ENTRY}.br`) && written(`${ENTRY}.gz`)).toBe(true);
    expect(written('sw.js.br') || written('sw.js.gz')).toBe(false);
    expect(written('robots.txt.br')).toBe(false);
  });
});
