/**
 * Each page (server/plugins/static.ts, server/lib/page-html.ts): the project's own index.html with that page's
 * title, description and keywords, so a link preview (no script) sees the page, not the site in general; and,
 * with an SSR build beside dist/, the page its renderer makes (here a stand-in module with the renderer's
 * interface, src/contract/page-render.ts; the real one: tests/e2e/server-rendering.e2e.test.ts): its GETs answered
 * in process as a visitor, its inline scripts allowed by hash, Vary: Cookie only for a page that differs by reader,
 * and the chunks of the routes it rendered preloaded (dist/route-chunks.json).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pickEncoding, renderPageHtml } from '../../server/lib/page-html.ts';
import { inlineScriptHashes, withRoutePreloads } from '../../server/plugins/static.ts';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../../src/contract/page-render.ts';
import { LAUNCH_PATH } from '../../src/contract/pwa.ts';
import { SIGNED_IN_COOKIE } from '../../src/contract/signed-in.ts';
import { SITE } from '../../src/contract/limits.ts';
import { routeMeta, type RouteMeta } from '../../src/contract/routes.ts';
import { buildTestApp, type TestApp } from '../helpers/server.ts';

const INDEX_HTML = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

/**
 * A stand-in of dist-ssr/entry-server.js: /schools asks the API (through the transport) and puts the answer into
 * the page with an inline script; /circle asks whether its reader is signed in; /majors fails; /rank redirects;
 * /visa/detail is about one subject (an article).
 * Each page reports the routes it rendered: the root, the layout and the page's own (its path under /_main).
 */
const STAND_IN_RENDERER = `
export const createPageRenderer = ({ transport, scopes }) => ({
  render: (page) => scopes.run({ queries: new Map(), signedIn: page.signedIn }, async () => {
    const url = new URL(page.url, 'http://x');
    if (url.pathname === '/majors') throw new Error('render failed');
    if (url.pathname === '/rank') return { kind: 'redirect', status: 307, location: '/rank?type=QS' };
    let app = '<p>rendered ' + url.pathname + '</p>';
    let variesByReader = false;
    if (url.pathname === '/schools') {
      const answer = await transport('/student/api/noauth/common/supports', { method: 'GET', headers: {} });
      const body = await answer.json();
      app += '<ul>' + body.data.map((s) => '<li>' + s.name + '</li>').join('') + '</ul>';
      app += '<script>self.data = ' + JSON.stringify(body.data.length) + '</script>';
    }
    if (url.pathname === '/circle') {
      variesByReader = true;
      app += scopes.current().signedIn ? '<p>reader</p>' : '<p>visitor</p>';
    }
    const open = page.template.indexOf('<div id="root">') + '<div id="root">'.length;
    const end = page.template.indexOf('<!--/app-shell-->') + '<!--/app-shell-->'.length;
    const html = page.template.slice(0, open) + app + page.template.slice(end);
    const routeIds = ['__root__', '/_main', '/_main' + (url.pathname === '/' ? '/' : url.pathname)];
    const subject = url.pathname === '/visa/detail' ? '英国学生签证 <CAS> & 存款' : undefined;
    return { kind: 'page', status: 200, html, variesByReader, routeIds, subject };
  }),
});
`;

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'liuxue-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ serveStatic: true, distDir });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** The parts of a page's HTML a person or a link preview reads. */
function readPage(html: string) {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1],
    keywords: /<meta\s+name="keywords"\s+content="([^"]*)"/.exec(html)?.[1],
  };
}

describe("a page's own head, without an SSR build", () => {
  it('names the page in its title, description and keywords, around the app shell', async () => {
    const response = await t.inject({ method: 'GET', url: '/schools?keyword=oxford&page=2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(readPage(response.body)).toEqual({
      title: `院校库 - ${SITE.TITLE}`,
      description: '全球院校库：按国家、排名与类型查找大学。',
      keywords: `院校库,${SITE.KEYWORDS}`,
    });
    // the rest is index.html's app shell: the header bar, the loading line
    expect(response.body).toContain('<span class="name">AI留学</span>');
    expect(response.body).toContain('<p data-shell-status>正在加载 AI留学…</p>');
  });

  it("gives the home page the site's head, and a page for the logged-in only its own", async () => {
    const home = await t.inject({ method: 'GET', url: '/' });
    expect(readPage(home.body)).toEqual({
      title: SITE.TITLE,
      description: routeMeta('Home').description,
      keywords: `首页,${SITE.KEYWORDS}`,
    });
    const personal = await t.inject({ method: 'GET', url: '/personal' });
    expect(personal.statusCode).toBe(200);
    expect(readPage(personal.body).title).toBe(`个人空间 - ${SITE.TITLE}`);
  });

  it("sends the installed app's start without a worker to the home page, never cached", async () => {
    const response = await t.inject({ method: 'GET', url: LAUNCH_PATH, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('redirects an unknown path to /404', async () => {
    const response = await t.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/404');
  });

  it('sends the page brotli or gzip as the client accepts, the same HTML, with Vary and an ETag for a 304', async () => {
    const plain = await t.inject({ method: 'GET', url: '/organizations' });
    const br = await t.inject({
      method: 'GET',
      url: '/organizations',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    const gzip = await t.inject({
      method: 'GET',
      url: '/organizations',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    for (const response of [plain, br, gzip]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toBe(plain.headers.etag);
    }
    const again = await t.inject({
      method: 'GET',
      url: '/organizations',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // another page is another document
    const schools = await t.inject({ method: 'GET', url: '/schools' });
    expect(schools.headers.etag).not.toBe(plain.headers.etag);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.inject({ method: 'HEAD', url: '/schools' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });
});

/** A build's dist/route-chunks.json (scripts/first-screens.ts): the entry's chunks, and each route's. */
const ROUTE_CHUNKS: RouteChunks = {
  entry: ['/assets/boot-b.js', '/assets/app-a.js', '/assets/rolldown-runtime-r.js'],
  routes: {
    '/_main': ['/assets/layout-l.js'],
    '/_main/': ['/assets/home-h.js', '/assets/layout-l.js'],
    '/_main/schools': ['/assets/layout-l.js', '/assets/schools-s.js', '/assets/university-card-u.js'],
    '/_main/circle': ['/assets/circle-c.js', '/assets/layout-l.js', '/assets/ui-overlays-o.js'],
  },
};
const preload = (href: string) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`;
/** index.html as a build writes it: the entry's script and the app chunk's preload (and here a stale home one). */
const BUILT_INDEX_HTML = INDEX_HTML.replace(
  '</head>',
  `${preload('/assets/app-a.js')}${preload('/assets/home-h.js')}</head>`,
);
/** The /assets/ files a page's HTML preloads, in order. */
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);

describe('pages made by the SSR build', () => {
  let r: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'liuxue-dist-'));
    writeFileSync(path.join(dir, 'index.html'), BUILT_INDEX_HTML);
    writeFileSync(path.join(dir, ROUTE_CHUNKS_FILE), JSON.stringify(ROUTE_CHUNKS));
    mkdirSync(`${dir}-ssr`);
    writeFileSync(path.join(`${dir}-ssr`, 'entry-server.js'), STAND_IN_RENDERER);
    r = await buildTestApp({ serveStatic: true, distDir: dir });
  });
  afterAll(async () => {
    await r.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}-ssr`, { recursive: true, force: true });
  });

  it("sends the rendered page with its data from the server's own routes and its script allowed by hash", async () => {
    const response = await r.inject({ method: 'GET', url: '/schools' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p>rendered /schools</p>');
    expect(response.body).toContain('<li>国际教育交流促进会</li>');
    expect(response.body).not.toContain('data-shell-status');
    // the route's head tags are the template's, as without the SSR build
    expect(readPage(response.body).title).toBe(`院校库 - ${SITE.TITLE}`);
    const script = /<script>([^<]*)<\/script>/.exec(response.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers.etag).toBeTruthy();
  });

  it("titles a subject's page with the subject, escaped, as the browser titles it", async () => {
    const response = await r.inject({ method: 'GET', url: '/visa/detail?id=1' });
    expect(response.statusCode).toBe(200);
    expect(readPage(response.body).title).toBe(`英国学生签证 &#60;CAS&#62; &#38; 存款 - ${SITE.TITLE}`);
    const list = await r.inject({ method: 'GET', url: '/visa' });
    expect(readPage(list.body).title).toBe(`签证指南 - ${SITE.TITLE}`);
  });

  it('renders a page that differs by reader apart for the signed-in hint, with Vary: Cookie', async () => {
    const visitor = await r.inject({ method: 'GET', url: '/circle' });
    const reader = await r.inject({
      method: 'GET',
      url: '/circle',
      headers: { cookie: `${SIGNED_IN_COOKIE}=1` },
    });
    expect(visitor.body).toContain('<p>visitor</p>');
    expect(reader.body).toContain('<p>reader</p>');
    expect(visitor.headers.vary).toBe('accept-encoding, cookie');
  });

  it("passes the router's redirect on, and sends the app shell when a render fails", async () => {
    const redirect = await r.inject({ method: 'GET', url: '/rank' });
    expect(redirect.statusCode).toBe(307);
    expect(redirect.headers.location).toBe('/rank?type=QS');
    const failed = await r.inject({ method: 'GET', url: '/majors' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<p data-shell-status>正在加载 AI留学…</p>');
    expect(readPage(failed.body).title).toBe(`专业库 - ${SITE.TITLE}`);
  });

  it("preloads the chunks of the routes each page rendered, and no other page's", async () => {
    const schools = await r.inject({ method: 'GET', url: '/schools' });
    expect(preloadsOf(schools.body)).toEqual([
      '/assets/app-a.js',
      '/assets/layout-l.js',
      '/assets/schools-s.js',
      '/assets/university-card-u.js',
    ]);
    // in the head, after index.html's own
    const head = schools.body.slice(0, schools.body.indexOf('</head>'));
    expect(head).toContain(preload('/assets/schools-s.js'));
    const home = await r.inject({ method: 'GET', url: '/' });
    expect(preloadsOf(home.body)).toEqual(['/assets/app-a.js', '/assets/home-h.js', '/assets/layout-l.js']);
    const circle = await r.inject({ method: 'GET', url: '/circle?feed=RECOMMEND' });
    expect(preloadsOf(circle.body)).not.toContain('/assets/home-h.js');
    expect(preloadsOf(circle.body)).toContain('/assets/circle-c.js');
    // the app shell of a failed render is index.html as built
    const failed = await r.inject({ method: 'GET', url: '/majors' });
    expect(preloadsOf(failed.body)).toEqual(['/assets/app-a.js', '/assets/home-h.js']);
  });
});

describe('withRoutePreloads', () => {
  it("adds each file once, keeps the entry's preloads, and leaves a page without the build's list as it is", () => {
    const html = `<html><head>${preload('/assets/app-a.js')}</head><body></body></html>`;
    const out = withRoutePreloads(html, ['__root__', '/_main', '/_main/schools', '/_main/x'], ROUTE_CHUNKS);
    expect(preloadsOf(out)).toEqual([
      '/assets/app-a.js',
      '/assets/layout-l.js',
      '/assets/schools-s.js',
      '/assets/university-card-u.js',
    ]);
    expect(withRoutePreloads(html, ['/_main/schools'], null)).toBe(html);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, each once', () => {
    const html =
      '<script src="/a.js"></script><script>x()</script><script type="application/json">{}</script><script>x()</script>';
    const of = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(inlineScriptHashes(html)).toEqual([of('x()'), of('{}')]);
  });
});

describe('renderPageHtml', () => {
  it('escapes what it writes into the HTML', () => {
    const route: RouteMeta = {
      name: 'X',
      path: '/x',
      access: 'public',
      title: '<img src=x onerror=alert(1)>',
      description: 'a "quoted" & <b>bold</b> text',
    };
    const html = renderPageHtml(INDEX_HTML, route);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>bold</b>');
    expect(readPage(html).description).toBe('a &#34;quoted&#34; &#38; &#60;b&#62;bold&#60;/b&#62; text');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});
