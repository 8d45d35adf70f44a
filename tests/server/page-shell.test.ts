/**
 * Each page's app shell (server/lib/page-html.ts): the project's own index.html, served for a page
 * path with that page's title, description and keywords, and its heading in the shell, so a phone on a poor
 * connection and a link preview (no script) see the page, not the site in general.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HOME_BANNER_ADS } from '../../server/seed/home.ts';
import {
  apiUrl,
  loadFirstScreenAnswers,
  VISITOR_HEADERS,
  withFirstScreen,
} from '../../server/lib/first-screen.ts';
import { escapeHtml } from '../../server/lib/html.ts';
import { pickEncoding, renderPageHtml } from '../../server/lib/page-html.ts';
import { API } from '../../src/contract/api.ts';
import { rankAttribution, universityPageSchema } from '../../src/contract/catalog.ts';
import {
  CIRCLE_LIMITS,
  CIRCLE_TOPIC_CODES,
  CIRCLE_TOPICS,
  circleFeedSchema,
} from '../../src/contract/circle.ts';
import { anyEnvelope } from '../../src/contract/envelope.ts';
import { FIRST_SCREEN_DATA_ID, firstScreenKey, SIGNED_IN_COOKIE } from '../../src/contract/first-screen.ts';
import {
  adListSchema,
  HOME_BANNER_QUERY,
  HOME_HOT_SEARCH_QUERY,
  HOME_TAGLINE,
} from '../../src/contract/home.ts';
import { LIMITS, SITE } from '../../src/contract/limits.ts';
import { routeMeta, type RouteMeta } from '../../src/contract/routes.ts';
import { buildTestApp, type TestApp } from '../helpers/server.ts';

const INDEX_HTML = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

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
    heading: /<h1>([^<]*)<\/h1><p>([^<]*)<\/p>/.exec(html)?.slice(1, 3),
    placeholder: html.includes('<div class="line"></div>'),
  };
}

describe("a page's own app shell", () => {
  it('names the page in its title, description, keywords and the heading the shell shows', async () => {
    const response = await t.inject({ method: 'GET', url: '/schools?keyword=oxford&page=2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(readPage(response.body)).toEqual({
      title: `院校库 - ${SITE.TITLE}`,
      description: '全球院校库：按国家、排名与类型查找大学。',
      keywords: `院校库,${SITE.KEYWORDS}`,
      heading: ['院校库', '全球院校库：按国家、排名与类型查找大学。'],
      placeholder: false,
    });
    // the rest of the shell is index.html's: the header bar, the loading line, the entry script's place
    expect(response.body).toContain('<span class="name">AI留学</span>');
    expect(response.body).toContain('<p data-shell-status>正在加载 AI留学…</p>');
  });

  it("gives the home page the site's head and its own first screen in place of the heading placeholder", async () => {
    const response = await t.inject({ method: 'GET', url: '/' });
    expect(readPage(response.body)).toEqual({
      title: SITE.TITLE,
      description: routeMeta('Home').description,
      keywords: `首页,${SITE.KEYWORDS}`,
      heading: [SITE.TITLE, HOME_TAGLINE],
      placeholder: false,
    });
  });

  it('gives a detail page of the guides and a page for the logged-in only their own shell', async () => {
    const guide = await t.inject({ method: 'GET', url: '/visa/detail?id=abc' });
    expect(readPage(guide.body).heading).toEqual(['留学指南详情', routeMeta('AboardDetail').description]);
    const personal = await t.inject({ method: 'GET', url: '/personal' });
    expect(personal.statusCode).toBe(200);
    expect(readPage(personal.body).title).toBe(`个人空间 - ${SITE.TITLE}`);
  });

  it("answers an unknown path with 404 and the 404 page's shell", async () => {
    const response = await t.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(readPage(response.body).heading).toEqual(['404 页面不存在', '您访问的页面不存在。']);
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

describe("the home page's first screen (server/lib/first-screen.ts)", () => {
  /** The answers the page carries, by request. */
  function answersOf(html: string): Record<string, unknown> {
    const json = new RegExp(
      `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">([^<]*)</script>`,
    ).exec(html)?.[1];
    if (json === undefined) throw new Error('the page carries no first-screen answers');
    return JSON.parse(json) as Record<string, unknown>;
  }

  it("draws the title, the tagline and the banner's first slide, and carries the answers the app asks for", async () => {
    const response = await t.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const first = HOME_BANNER_ADS[0];
    if (!first) throw new Error('no seeded banner');
    expect(html).toContain(`<h1>${SITE.TITLE}</h1><p>${HOME_TAGLINE}</p>`);
    expect(html).toContain(`<section class="banner tone-${first.tone}" aria-label="推荐">`);
    expect(html).toContain(`<h2>${first.title}</h2><p>${first.subtitle}</p>`);
    expect(html).toContain(`<a class="banner-link" href="${first.linkPath}">${first.linkText}</a>`);
    // the first screen replaces the heading placeholder and the skeleton; the loading line stays for boot.ts
    expect(html).not.toContain('<div class="line"></div>');
    expect(html).toContain('<p data-shell-status>');

    // the answers: exactly what the API answers a visitor for the app's two first-screen requests
    const answers = answersOf(html);
    const banner = apiUrl(API.common.findAd, HOME_BANNER_QUERY);
    const hot = apiUrl(API.common.hotSearch, HOME_HOT_SEARCH_QUERY);
    expect(Object.keys(answers).sort()).toEqual([firstScreenKey(banner), firstScreenKey(hot)].sort());
    for (const url of [banner, hot]) {
      const api = await t.inject({ method: 'GET', url });
      expect(answers[firstScreenKey(url)], url).toEqual(api.json());
      expect(anyEnvelope.parse(answers[firstScreenKey(url)]).code).toBe(200);
    }
    expect(adListSchema.parse((answers[firstScreenKey(banner)] as { data: unknown }).data)[0]?.title).toBe(
      first.title,
    );
  });

  it("draws /schools' first page for its search params and carries that list's answer", async () => {
    const response = await t.inject({ method: 'GET', url: '/schools?keyword=Oxford&rankType=99&page=x' });
    const html = response.body;
    // the route's lenient reading: an unknown ranking and a page that is no number are dropped
    const url = apiUrl(API.university.page, {
      pageIndex: 1,
      pageSize: LIMITS.DEFAULT_PAGE_SIZE,
      keyword: 'Oxford',
      rankType: '02',
    });
    const answers = answersOf(html);
    expect(Object.keys(answers)).toEqual([firstScreenKey(url)]);
    const api = await t.inject({ method: 'GET', url });
    expect(answers[firstScreenKey(url)]).toEqual(api.json());
    const page = universityPageSchema.parse((api.json() as { data: unknown }).data);
    expect(page.list.length).toBeGreaterThan(0);
    expect(html).toContain(`<p class="count">共 ${page.total} 所院校</p>`);
    expect(html).toContain(`<p>${rankAttribution('02')}</p>`);
    for (const university of page.list) {
      expect(html).toContain(
        `<a class="uni-name" href="/school/detail?id=${university.id}">${university.nameCn}</a>`,
      );
    }
    expect(readPage(html).heading).toEqual(['院校库', routeMeta('Schools').description]);
  });

  it("draws /circle's heading, tabs, topic chips and 推荐's first page, and carries that feed's answer", async () => {
    const html = (await t.inject({ method: 'GET', url: '/circle' })).body;
    const url = apiUrl(API.circle.feed, {});
    const answers = answersOf(html);
    expect(Object.keys(answers)).toEqual([firstScreenKey(url)]);
    const api = await t.inject({ method: 'GET', url, headers: VISITOR_HEADERS });
    expect(answers[firstScreenKey(url)]).toEqual(api.json());
    const page = circleFeedSchema.parse((api.json() as { data: unknown }).data);
    expect(page.list.length).toBe(CIRCLE_LIMITS.FEED_PAGE_DEFAULT);
    // the page draws its own heading (the circle's, not PageShell's title and description)
    expect(html).toContain('<h1>留学圈</h1>');
    expect(readPage(html).heading).toBeUndefined();
    expect(readPage(html).placeholder).toBe(false);
    expect(html).toContain('<a role="tab" aria-selected="true" href="/circle">推荐</a>');
    expect(html).toContain('<a role="tab" aria-selected="false" href="/circle?feed=FOLLOWING">关注</a>');
    expect(html).toContain('<a class="pill active" href="/circle">全部</a>');
    for (const code of CIRCLE_TOPIC_CODES) {
      expect(html).toContain(`<a class="pill" href="/circle?topic=${code}">${CIRCLE_TOPICS[code]}</a>`);
    }
    const cards = html.match(/<article class="post">/g) ?? [];
    expect(cards.length).toBe(page.list.length);
    for (const post of page.list) {
      expect(html).toContain(
        `<a class="author-link" href="/circle?user=${post.author.id}"><span class="author-name">${escapeHtml(post.author.name)}</span></a>`,
      );
      expect(html).toContain(`<p class="post-text">${escapeHtml(post.content)}</p>`);
      expect(html).toContain(`aria-label="点赞 ${post.likeCount}"`);
    }
  });

  it("draws one topic's posts for /circle?topic=, and only a skeleton for views of a signed-in reader", async () => {
    const html = (await t.inject({ method: 'GET', url: '/circle?topic=OFFER' })).body;
    const url = apiUrl(API.circle.feed, { topic: 'OFFER' });
    expect(Object.keys(answersOf(html))).toEqual([firstScreenKey(url)]);
    expect(html).toContain('<a class="pill active" href="/circle?topic=OFFER">');
    const tags = [...html.matchAll(/<span class="tag">([^<]*)<\/span>/g)].map((match) => match[1]);
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags)).toEqual(new Set([CIRCLE_TOPICS.OFFER]));
    // 关注, a post's detail and a person's page are read signed in: the server draws no visitor's data there
    for (const view of ['/circle?feed=FOLLOWING', '/circle?post=abc', '/circle?user=abc']) {
      const plain = (await t.inject({ method: 'GET', url: view })).body;
      expect(plain, view).not.toContain(FIRST_SCREEN_DATA_ID);
      expect(readPage(plain).placeholder, view).toBe(true);
    }
  });

  it("sends a signed-in reader /circle's plain shell (their feed leaves out what they reported), and the home page as drawn", async () => {
    const hint = { cookie: `theme=dark; ${SIGNED_IN_COOKIE}=1` };
    const circle = await t.inject({ method: 'GET', url: '/circle', headers: hint });
    expect(circle.body).not.toContain(FIRST_SCREEN_DATA_ID);
    expect(circle.body).not.toContain('<article class="post">');
    expect(readPage(circle.body).placeholder).toBe(true);
    expect(circle.headers.vary).toBe('accept-encoding, cookie');
    const visitor = await t.inject({ method: 'GET', url: '/circle', headers: { cookie: 'theme=dark' } });
    expect(visitor.body).toContain('<article class="post">');
    expect(visitor.headers.etag).not.toBe(circle.headers.etag);
    // the home page is the same for everyone
    const home = await t.inject({ method: 'GET', url: '/', headers: hint });
    expect(home.body).toContain(FIRST_SCREEN_DATA_ID);
    expect(home.headers.vary).toBe('accept-encoding');
  });

  it('escapes the JSON so that no text in an answer can end its script element', () => {
    const answers = new Map([
      ['/x?type=A', { code: 200, message: '', data: [{ title: '</script><script>alert(1)</script>' }] }],
    ]);
    const html = withFirstScreen(INDEX_HTML, '<div class="home-first-screen"></div>', answers);
    const scripts = html.match(/<script/g) ?? [];
    expect(html).not.toContain('</script><script>alert(1)');
    expect(answersOf(html)).toEqual(Object.fromEntries(answers));
    expect(scripts.length).toBe((INDEX_HTML.match(/<script/g) ?? []).length + 1);
  });

  it('sends the plain shell when the answers cannot be made', async () => {
    const content = await loadFirstScreenAnswers(['/a', '/b', '/c'], (url) =>
      Promise.resolve(
        url === '/a'
          ? { statusCode: 500, body: '{"code":500,"message":"x","data":null}' }
          : url === '/b'
            ? { statusCode: 200, body: 'not json' }
            : { statusCode: 200, body: '{"code":411,"message":"登录过期","data":null}' },
      ),
    );
    expect(content.size).toBe(0);
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
