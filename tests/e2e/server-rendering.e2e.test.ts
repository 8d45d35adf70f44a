/**
 * Pages rendered by React on the server (src/entry-server.tsx), as a visitor sees them: every public route of
 * the route table with JavaScript turned off shows its content and plain links that work; with JavaScript the
 * browser hydrates the same routes without a hydration warning or a page error; and the data that came with a
 * page's HTML is not asked for again.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api';
import { schoolsSearchSchema, universityPageQuery } from '../../src/contract/catalog';
import { circleFeedFirstQuery } from '../../src/contract/circle';
import {
  GUIDE_NOT_FOUND_MESSAGE,
  GUIDE_SECTIONS,
  PAGE_TYPE_SEGMENTS,
  type GuideSection,
} from '../../src/contract/guide';
import { SITE } from '../../src/contract/limits';
import { PLAYBACK_NOT_FOUND_MESSAGE } from '../../src/contract/live';
import { PRIVACY_TEXT } from '../../src/contract/ui-text';
import {
  ABOARD_DETAIL_TYPES,
  ROUTES,
  documentTitle,
  subjectDocumentTitle,
  routeOfPath,
  type RouteMeta,
} from '../../src/contract/routes';
import { PHONE_VIEWPORT, useE2eEnvironment, waitForHydration } from './harness';

const env = useE2eEnvironment();

const PUBLIC_ROUTES: readonly RouteMeta[] = ROUTES.filter((route) => route.access === 'public');

/** One address of a public route, with what its page must show without JavaScript. */
interface PublicPage {
  route: RouteMeta;
  url: string;
  /** The page's main heading (a subject's page: the subject's name), or null for a page without one. */
  heading: string | null;
  /** Texts of the page's content (its data, from the API) that the HTML must hold. */
  texts: string[];
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** A GET of the public API as a visitor of the web app. */
async function visitorGet<T>(url: string, query: Record<string, unknown> = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.size ? `?${params}` : '';
  const response = await fetch(`${env.server().url}${url}${search}`, { headers: { 'ai-platform': 'pc' } });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${url}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

interface Titled {
  id: string;
  title: string;
}

/** The guide sections whose articles a detail path shows: a typed section's own, or a page type's. */
function sectionOfDetailPath(path: string): GuideSection | undefined {
  return (Object.keys(GUIDE_SECTIONS) as GuideSection[]).find((s) => GUIDE_SECTIONS[s].detailPath === path);
}

function sectionOfListPath(path: string): GuideSection | undefined {
  return (Object.keys(GUIDE_SECTIONS) as GuideSection[]).find((s) => GUIDE_SECTIONS[s].path === path);
}

/** Every public route's addresses (a detail page with a sample id from the API) and its expected content. */
async function publicPages(): Promise<PublicPage[]> {
  const guides = new Map<GuideSection, Titled>();
  for (const section of Object.keys(GUIDE_SECTIONS) as GuideSection[]) {
    const page = await visitorGet<{ list: Titled[] }>(API.guide.page, { section, pageIndex: 1, pageSize: 1 });
    const first = page.list[0];
    if (!first) throw new Error(`no ${section} article in the seed`);
    guides.set(section, first);
  }
  const guide = (section: GuideSection): Titled => {
    const article = guides.get(section);
    if (!article) throw new Error(`no ${section} article`);
    return article;
  };
  const playback = (
    await visitorGet<{ list: Titled[] }>(API.live.playbackPage, { pageIndex: 1, pageSize: 1 })
  ).list[0];
  if (!playback) throw new Error('no playback in the seed');
  const banners = await visitorGet<{ title: string }[]>(API.common.findAd, { type: 'HOME_BANNER' });
  const hotTerms = await visitorGet<{ term: string }[]>(API.common.hotSearch, {
    limit: 5,
    searchType: 'ALL',
  });
  const schools = await visitorGet<{ list: { nameCn: string }[] }>(
    API.university.page,
    universityPageQuery(schoolsSearchSchema.parse({})),
  );
  const majors = await visitorGet<{ list: { nameCn: string }[] }>(API.major.page, {
    pageIndex: 1,
    pageSize: 3,
  });
  const posts = await visitorGet<{ list: { content: string }[] }>(
    API.circle.feed,
    circleFeedFirstQuery(undefined),
  );
  const orgs = await visitorGet<{ nameCn: string }[]>(API.org.hotOrgs);

  const pages: PublicPage[] = [];
  for (const route of PUBLIC_ROUTES) {
    const add = (url: string, texts: string[], heading: string | null = route.title) =>
      pages.push({ route, url, texts, heading });
    const listSection = sectionOfListPath(route.path);
    const detailSection = sectionOfDetailPath(route.path);
    if (route.name === 'AboardDetail') {
      for (const segment of ABOARD_DETAIL_TYPES) {
        const section = (Object.keys(PAGE_TYPE_SEGMENTS) as (keyof typeof PAGE_TYPE_SEGMENTS)[]).find(
          (s) => PAGE_TYPE_SEGMENTS[s] === segment,
        );
        if (!section) throw new Error(`no section of /${segment}/detail`);
        const article = guide(section);
        add(`/${segment}/detail?id=${article.id}`, [article.title], article.title);
      }
    } else if (detailSection) {
      const article = guide(detailSection);
      add(`${route.path}?id=${article.id}`, [article.title], article.title);
    } else if (listSection) {
      add(route.path, [guide(listSection).title], GUIDE_SECTIONS[listSection].name);
    } else if (route.name === 'OrganizationPlaybackDetail') {
      add(`${route.path}?id=${playback.id}`, [playback.title], playback.title);
    } else if (route.name === 'OrganizationPlaybackList') {
      add(route.path, [playback.title]);
    } else if (route.name === 'Organizations') {
      add(
        route.path,
        orgs.slice(0, 2).map((org) => org.nameCn),
      );
    } else if (route.name === 'Home') {
      // the hero's banner and the hot search terms (the sections further down load in the browser)
      add(
        route.path,
        [...banners.slice(0, 2).map((b) => b.title), ...hotTerms.map((t) => t.term)],
        SITE.TITLE,
      );
    } else if (route.name === 'Schools') {
      add(
        route.path,
        schools.list.map((school) => school.nameCn),
      );
    } else if (route.name === 'Majors') {
      add(
        route.path,
        majors.list.map((major) => major.nameCn),
      );
    } else if (route.name === 'StudyCircle') {
      add(
        route.path,
        posts.list.slice(0, 3).map((post) => post.content),
      );
    } else if (route.name === 'Privacy') {
      // (its table of contents is for wide screens)
      add(
        route.path,
        [PRIVACY_TEXT.effectiveDate, '一、我们收集的信息', '十一、如何联系我们'],
        'AI留学隐私政策',
      );
    } else if (route.name === 'Unauthorized') {
      add(route.path, ['401', '请登录后再访问该页面。'], '未登录或登录已过期');
    } else if (route.name === 'Forbidden') {
      add(route.path, ['403', '您没有访问该页面的权限'], '无访问权限');
    } else if (route.name === 'NotFound') {
      add(route.path, ['404', '您访问的页面不存在或已被移除'], '页面不存在');
    } else if (route.name === 'ServerError') {
      add(route.path, ['500', '服务器开小差了，请稍后再试。'], '服务器异常');
    } else if (route.name === 'Login') {
      add(route.path, ['短信登录', '密码登录', '获取验证码', PRIVACY_TEXT.consentPrefix], null);
    } else {
      throw new Error(`public route ${route.name} has no expectation in this test: add one`);
    }
  }
  return pages;
}

/** The page's visible text, whitespace removed (cards break names over lines). */
async function visibleText(page: Page): Promise<string> {
  return (await page.locator('body').innerText()).replace(/\s+/g, '');
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/**
 * Every link in the page: its href attribute (null for an anchor without one), and for a link to a place in the
 * page (`#collect`) whether that place is there.
 */
function linksOf(page: Page): Promise<{ href: string | null; inPage: boolean }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('#root a, #root [role="link"]')).map((element) => {
      const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null;
      const inPage = href?.startsWith('#') === true && document.getElementById(href.slice(1)) !== null;
      return { href, inPage };
    }),
  );
}

/** What a link within the site must point to: a route of the app. */
function isSitePath(href: string): boolean {
  const url = new URL(href, 'http://site.test');
  return url.origin !== 'http://site.test' || routeOfPath(url.pathname) !== undefined;
}

let pages: PublicPage[] = [];

beforeAll(async () => {
  pages = await publicPages();
});

describe('public pages without JavaScript', () => {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const noScript = (): Page => {
    if (!page) throw new Error('the page without JavaScript is not open');
    return page;
  };
  beforeAll(async () => {
    ({ context, page } = await env.page(PHONE_VIEWPORT, { javaScript: false }));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('covers every public route of the route table', () => {
    expect(new Set(pages.map((p) => p.route.name))).toEqual(new Set(PUBLIC_ROUTES.map((r) => r.name)));
  });

  it('shows each page with its title, heading and content, and only plain links to the site', async () => {
    const page = noScript();
    for (const { route, url, heading, texts } of pages) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      expect(await page.evaluate(() => '$_TSR' in window), `${url}: scripts ran`).toBe(false);
      // a subject's page (an article, a playback) is headed and titled with the subject, as the browser titles it
      // (src/lib/route-meta.ts), for link previews that run no script
      const subject = route.path.includes('detail');
      expect(await page.title(), url).toBe(
        subject && heading ? subjectDocumentTitle(heading) : documentTitle(route),
      );
      if (heading)
        expect(squeeze((await page.locator('h1').first().textContent()) ?? ''), url).toBe(squeeze(heading));
      const text = await visibleText(page);
      for (const expected of texts)
        expect(text.includes(squeeze(expected)), `${url} shows ${expected}`).toBe(true);
      const links = await linksOf(page);
      expect(links.length, `${url} has links`).toBeGreaterThan(0);
      for (const { href, inPage } of links) {
        expect(href, `${url}: a link without href`).not.toBeNull();
        expect(href ?? '', `${url}: a script link`).not.toMatch(/^javascript:/i);
        if (href?.startsWith('#')) expect(inPage, `${url}: ${href} leads nowhere in the page`).toBe(true);
        else expect(isSitePath(href ?? ''), `${url}: ${href} is no page of the site`).toBe(true);
      }
    }
  });

  it('answers an article that does not exist with 404 and its not-found page, a real article with 200', async () => {
    const page = noScript();
    const missing = await page.goto('/visa/detail?id=00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    expect(await visibleText(page)).toContain(squeeze(GUIDE_NOT_FOUND_MESSAGE));
    await page.getByRole('link', { name: /返回/ }).first().click();
    await page.waitForURL((u) => u.pathname === '/visa');
    const article = pages.find((p) => p.route.name === 'AboardDetail');
    expect((await page.goto(article?.url ?? '/'))?.status()).toBe(200);
    const noPlayback = await page.goto('/organization/playback/detail');
    expect(noPlayback?.status()).toBe(404);
    // an old link to a playback taken down: its not-found page, not a skeleton answered with 200
    const oldPlayback = await page.goto(
      '/organization/playback/detail?id=00000000-0000-4000-8000-000000000000',
    );
    expect(oldPlayback?.status()).toBe(404);
    expect(await visibleText(page)).toContain(squeeze(PLAYBACK_NOT_FOUND_MESSAGE));
  });

  it('follows the home page to 院校库 and the 404 page back home by their links', async () => {
    const page = noScript();
    const schools = pages.find((p) => p.route.name === 'Schools');
    const home = pages.find((p) => p.route.name === 'Home');
    await page.goto('/');
    await page.getByRole('link', { name: '去选校' }).first().click();
    await page.waitForURL((u) => u.pathname === '/schools');
    const text = await visibleText(page);
    for (const name of schools?.texts ?? []) expect(text.includes(squeeze(name)), name).toBe(true);
    // a school's card links to its page
    expect(
      await page.locator('main a[href^="/school/detail?id="]').count(),
      'the cards link to the schools',
    ).toBe(schools?.texts.length);

    await page.goto('/404');
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    const banner = home?.texts[0] ?? '-';
    expect((await visibleText(page)).includes(squeeze(banner)), banner).toBe(true);
  });
});

describe('public pages with JavaScript', () => {
  /** What React says when the server's HTML and the browser's first render differ. */
  const HYDRATION = /hydrat|did not match|#418|#423|#425/i;
  /** Known harmless lines: the harness blocks service workers (Playwright prints this on each register()). */
  const NOISE = [/^Service Worker registration blocked by Playwright/];

  it('hydrates every public page without a warning, an error or a page error', async () => {
    // each route once (one article for the five page types' AboardDetail), in two tabs at once
    const seen = new Set<string>();
    const queue = pages.filter((visit) => !seen.has(visit.route.name) && seen.add(visit.route.name));
    const problems: string[] = [];
    const tab = async () => {
      const { context, page } = await env.page(PHONE_VIEWPORT, { selectorShown: true });
      let url = '';
      page.on('pageerror', (error) => problems.push(`${url}: pageerror ${error.message}`));
      page.on('console', (message) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        const text = message.text();
        if (!HYDRATION.test(text) && NOISE.some((noise) => noise.test(text))) return;
        problems.push(`${url}: console.${type} ${text}`);
      });
      try {
        for (let visit = queue.shift(); visit; visit = queue.shift()) {
          url = visit.url;
          await page.goto(url);
          await waitForHydration(page);
          // a recoverable hydration error is reported after the commit, and lazy parts hydrate a moment later
          await page.waitForTimeout(300);
        }
      } finally {
        await context.close();
      }
    };
    await Promise.all([tab(), tab()]);
    expect(problems).toEqual([]);
  });

  it('does not ask again for the schools that came with /schools', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT, { selectorShown: true });
    try {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === API.university.page) asked.push(request.url());
      });
      await page.goto('/schools');
      await waitForHydration(page);
      await page.getByTestId('university-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      // the app uses the same answer: the next page is asked for when the visitor turns to it
      await page.getByRole('button', { name: '下一页' }).click();
      await expect.poll(() => asked.length).toBe(1);
      expect(new URL(asked[0] ?? '').searchParams.get('pageIndex')).toBe('2');
    } finally {
      await context.close();
    }
  });
});
