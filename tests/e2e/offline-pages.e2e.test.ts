/**
 * Pages' own HTML from the service worker (sw/navigation.ts): a visited public page opens offline from the pages
 * cache with its content and says when that content is from; a login-only page is never stored and opens from
 * the shell and the data caches; a public page never visited gets the shell, offline. The installed app starts at
 * the last screen (sw/launch.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import {
  DEFERRED_ASSETS_FILE,
  LAUNCH_PATH,
  PAGE_FROM_CACHE_ATTR,
  RENDERED_AT_META,
  RUNTIME_CACHES,
} from '../../src/contract/pwa.ts';
import { PHONE_VIEWPORT, useE2eEnvironment, waitForHydration, waitForServiceWorker } from './harness';

const env = useE2eEnvironment();

/** The worker controls the page and has every chunk, so that any page can start offline. */
async function swReady(page: Page): Promise<void> {
  await waitForServiceWorker(page);
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ file, cacheName }) => {
            const list = (await (await fetch(`/${file}`)).json()) as string[];
            const cache = await caches.open(cacheName);
            let missing = 0;
            for (const asset of list) if (!(await cache.match(`/${asset}`))) missing += 1;
            return missing;
          },
          { file: DEFERRED_ASSETS_FILE, cacheName: RUNTIME_CACHES.assets },
        ),
      { timeout: 60_000, interval: 500 },
    )
    .toBe(0);
}

/** The path and search of every page in the worker's pages cache. */
function cachedPages(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  }, RUNTIME_CACHES.pages);
}

/** The screen the worker would start the installed app at (sw/launch.ts), as it keeps it. */
function lastScreen(page: Page): Promise<string | null> {
  return page.evaluate(async (name) => {
    const stored = await (await caches.open(name)).match('/last-screen');
    return stored ? stored.text() : null;
  }, RUNTIME_CACHES.launch);
}

/** The page's rendered-at tag: its time, and whether the worker marked it as coming from its cache. */
function renderedAtTag(page: Page): Promise<{ content: string | null; fromCache: boolean } | null> {
  return page.evaluate(
    ({ name, attr }) => {
      const meta = document.querySelector(`meta[name="${name}"]`);
      return meta && { content: meta.getAttribute('content'), fromCache: meta.hasAttribute(attr) };
    },
    { name: RENDERED_AT_META, attr: PAGE_FROM_CACHE_ATTR },
  );
}

describe('pages from the service worker', () => {
  it('reopens a visited list and school detail offline, stores no login-only page, and sends the shell for a page never visited', async () => {
    const { context, page } = await env.page(undefined, { serviceWorkers: 'allow', selectorShown: true });
    await env.login(page, '13800000005');
    await swReady(page);

    await page.goto('/schools');
    const card = page.getByTestId('university-card').first();
    await card.waitFor();
    const schoolName = (await card.locator('p').first().textContent()) ?? '';
    expect(schoolName).not.toBe('');
    // the network's copy, made by the server for this request
    const online = await renderedAtTag(page);
    expect(online?.fromCache).toBe(false);
    expect(Math.abs(Date.parse(online?.content ?? '') - Date.now())).toBeLessThan(60_000);
    const detailHref = (await card.locator('a').first().getAttribute('href')) ?? '';
    expect(detailHref).toMatch(/^\/school\/detail\?/);
    // a full navigation to the login-only detail page: network-first, not stored
    await page.goto(detailHref);
    const heading = page.getByRole('heading', { level: 1, name: schoolName });
    await heading.waitFor();
    // /circle's HTML differs by reader (Vary: cookie): the worker, which keys by URL, does not store it
    await page.goto('/circle');
    await page.locator('main h1, main h2').first().waitFor();
    expect(await page.evaluate(async () => (await fetch('/circle')).headers.get('vary'))).toContain('cookie');
    await expect.poll(() => cachedPages(page)).toEqual(expect.arrayContaining(['/', '/schools']));
    const stored = await cachedPages(page);
    expect(stored.filter((p) => p.startsWith('/school/detail') || p.startsWith('/circle'))).toEqual([]);

    await context.setOffline(true);
    // two minutes on, so the cached copy is old enough to be dated (the worker's clock is not faked)
    await page.clock.setFixedTime(Date.now() + 120_000);
    await page.goto('/schools');
    await card.waitFor({ timeout: 5_000 });
    expect(await card.locator('p').first().textContent()).toBe(schoolName);
    expect((await renderedAtTag(page))?.fromCache).toBe(true);
    const note = page.getByTestId('rendered-at-note');
    await note.waitFor({ timeout: 5_000 });
    expect(await note.textContent()).toMatch(/^页面内容更新于 \d{1,2}月\d{1,2}日 \d{2}:\d{2}（离线）$/);
    // drawn over the content: the list starts where it would without it
    expect(await note.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    // gone after a navigation inside the app
    await card.locator('a').first().click();
    await page.waitForURL((u) => u.pathname === '/school/detail');
    await note.waitFor({ state: 'detached' });

    // the detail page by a full navigation offline: the shell, then its data from the catalog cache
    await page.goto(detailHref);
    await heading.waitFor({ timeout: 5_000 });
    expect(await renderedAtTag(page)).toBeNull();
    expect(await note.count()).toBe(0);
    expect(
      (await cachedPages(page)).filter((p) => p.startsWith('/school/detail') || p.startsWith('/circle')),
    ).toEqual([]);

    // a public page never visited: the shell, which says it is offline
    await page.goto('/immigrant');
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor({ timeout: 5_000 });
    expect(await banner.textContent()).toContain('当前离线');
    expect(await renderedAtTag(page)).toBeNull();

    // the home page's last content
    await page.goto('/');
    expect((await renderedAtTag(page))?.fromCache).toBe(true);
    await page.getByRole('link', { name: 'AI留学，构建留学生态圈' }).first().waitFor({ timeout: 5_000 });
    await context.setOffline(false);
    await context.close();
  });

  it('starts the installed app again at the last screen the student saw, offline too', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT, {
      serviceWorkers: 'allow',
      selectorShown: true,
    });
    await page.goto('/');
    await swReady(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { data: string };
    expect((JSON.parse(manifest.data) as { start_url: string }).start_url).toBe(LAUNCH_PATH);
    // nothing seen yet under the worker but the home page
    await page.goto(LAUNCH_PATH);
    await page.waitForURL((u) => u.pathname === '/');

    // a guide article reached inside the app (no page load of its own)
    await page.goto('/visa');
    await waitForHydration(page);
    const article = page.locator('main a[href^="/visa/detail?"]').first();
    await article.click();
    await page.waitForURL((u) => u.pathname === '/visa/detail');
    await page.getByText('官方信息来源').waitFor();
    const articleUrl = new URL(page.url());
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await expect.poll(() => lastScreen(page)).toBe(articleUrl.pathname + articleUrl.search);

    // the home-screen icon, online: the article again
    await page.goto(LAUNCH_PATH);
    await page.waitForURL((u) => u.pathname === '/visa/detail' && u.search === articleUrl.search);
    await page.getByText('官方信息来源').waitFor();

    // and offline, from the pages cache at once: its text is in the HTML, before any script
    await context.setOffline(true);
    await page.goto(LAUNCH_PATH, { waitUntil: 'commit' });
    await page.waitForURL((u) => u.pathname === '/visa/detail');
    await page.getByRole('heading', { level: 1, name: title ?? '' }).waitFor({ timeout: 5_000 });
    expect((await renderedAtTag(page))?.fromCache).toBe(true);

    // signing in and the error pages are not where the app starts
    await context.setOffline(false);
    await page.goto('/login');
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await lastScreen(page)).toBe(articleUrl.pathname + articleUrl.search);
    await context.close();
  });
});
