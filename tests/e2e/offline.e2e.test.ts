import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DEFERRED_ASSETS_FILE, RUNTIME_CACHES } from '../../src/contract/pwa.ts';
import { screenshot, useE2eEnvironment, waitForHydration, waitForServiceWorker } from './harness';

const env = useE2eEnvironment();

async function swActive(page: Page): Promise<void> {
  // active, then controlling the page after a reload
  await waitForServiceWorker(page);
  // the precache holds the shell and the first screens; the other chunks arrive in the background
  await expect
    .poll(() => missingDeferredAssets(page), { timeout: 60_000, interval: 500 })
    .toEqual({ listed: true, missing: 0 });
}

/** How many chunks of dist/deferred-assets.json the worker's background fill has not cached yet. */
function missingDeferredAssets(page: Page): Promise<{ listed: boolean; missing: number }> {
  return page.evaluate(
    async ({ file, cacheName }) => {
      const list = (await (await fetch(`/${file}`)).json()) as string[];
      const cache = await caches.open(cacheName);
      let missing = 0;
      for (const asset of list) if (!(await cache.match(`/${asset}`))) missing += 1;
      return { listed: list.length > 20, missing };
    },
    { file: DEFERRED_ASSETS_FILE, cacheName: RUNTIME_CACHES.assets },
  );
}

describe('the installable, offline-capable app', () => {
  it('has an installable manifest and an active service worker that precaches the first screens only', async () => {
    const { context, page } = await env.page(undefined, { serviceWorkers: 'allow', selectorShown: true });
    await page.goto('/');
    await swActive(page);
    // the precache: index.html and the first screen's chunks, not the deep routes'
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const name = names.find((n) => n.includes('precache'));
      if (!name) return [];
      return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    });
    expect(precached).toContain('/index.html');
    // the four chunks of a first visit (scripts/first-screens.ts): the entry, the app, the layout and the home page
    for (const chunk of [/^\/assets\/boot-/, /^\/assets\/app-/, /^\/assets\/layout-/, /^\/assets\/home-/])
      expect(precached.filter((p) => chunk.test(p) && p.endsWith('.js'))).toHaveLength(1);
    // and the toaster, which mounts at the first toast (an offline one too), with its UI kit chunk
    for (const chunk of [/^\/assets\/toaster-/, /^\/assets\/ui-toast-/])
      expect(precached.filter((p) => chunk.test(p) && p.endsWith('.js'))).toHaveLength(1);
    const deferred = (await page.evaluate(
      async (file) => (await fetch(`/${file}`)).json(),
      DEFERRED_ASSETS_FILE,
    )) as string[];
    expect(precached.some((p) => deferred.includes(p.slice(1)))).toBe(false);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // playwright's contexts are incognito-like, which Chromium reports by itself; every other check must pass
    expect(
      installability.installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);
    await context.close();
  });

  it('shows visited schools and a school detail from the cache offline, with the offline banner', async () => {
    const { context, page } = await env.page(undefined, { serviceWorkers: 'allow', selectorShown: true });
    await env.login(page, '13800000005');
    await swActive(page);
    await page.goto('/schools');
    await page.getByTestId('university-card').first().waitFor();
    await waitForHydration(page);
    const firstName = await page.getByTestId('university-card').first().locator('p').first().textContent();
    await page.getByTestId('university-card').first().locator('a').first().click();
    await page.waitForURL((u) => u.pathname === '/school/detail');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const detailUrl = page.url();
    await page.goto('/news');
    await page.getByTestId('news-card').first().click();
    await page.waitForURL((u) => u.pathname === '/news/detail');
    await page.getByTestId('news-body').waitFor();
    const newsUrl = page.url();
    const newsTitle = await page.getByRole('heading', { level: 1 }).textContent();
    // the personal space's 基本信息 and 我的大学List, read once online
    await page.goto('/personal?component=baseinfo');
    await page.getByTestId('base-info').getByText('赵同学').waitFor();
    await page.goto('/personal?component=universities');
    await page
      .getByText(/还没有加入任何大学|共 \d+ 所/)
      .first()
      .waitFor();

    await context.setOffline(true);
    // offline they read from this device, not 暂时无法加载 under a banner that promises cached content
    await page.goto('/personal?component=baseinfo');
    await page.getByTestId('base-info').getByText('赵同学').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('error-state').count()).toBe(0);
    await screenshot(page, 'offline-baseinfo');
    await page.goto('/personal?component=universities');
    await page
      .getByText(/还没有加入任何大学|共 \d+ 所/)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('error-state').count()).toBe(0);
    await page.goto('/schools');
    await page.getByTestId('offline-banner').waitFor();
    expect(await page.getByTestId('offline-banner').textContent()).toContain('当前离线，显示的是缓存内容');
    await page.getByTestId('university-card').first().waitFor();
    expect(await page.getByTestId('university-card').first().locator('p').first().textContent()).toBe(
      firstName,
    );
    expect(await page.getByTestId('offline-banner').textContent()).toContain('数据获取于');
    await screenshot(page, 'offline-schools');
    // a search never made online: it says it needs the network, not the unfiltered list under the word
    await page.getByLabel('搜索院校').fill('牛津');
    await page.getByLabel('搜索院校').press('Enter');
    await page.getByText('搜索需要网络连接', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await page.getByText(/共 \d+ 所院校/).count()).toBe(0);
    expect(await page.getByTestId('university-card').count()).toBe(0);
    await screenshot(page, 'offline-schools-search');
    await page.goto(detailUrl);
    await page
      .getByRole('heading', { level: 1 })
      .waitFor({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        await screenshot(page, 'offline-detail-failure');
        throw error;
      });
    expect(await page.getByTestId('toast').count()).toBe(0);
    await page.goto(newsUrl);
    await page.getByTestId('news-body').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(newsTitle);
    await page.getByTestId('offline-banner').waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('starts offline at / with the app shell, not the browser error page', async () => {
    const { context, page } = await env.page(undefined, { serviceWorkers: 'allow', selectorShown: true });
    await page.goto('/');
    await swActive(page);
    await context.setOffline(true);
    await page.goto('/');
    await page.getByRole('link', { name: 'AI留学，构建留学生态圈' }).first().waitFor();
    await page.getByTestId('offline-banner').waitFor();
    await page.goto('/majors');
    await page.locator('main h1').waitFor();
    expect(await page.locator('main h1').textContent()).toBe('专业库');
    await context.setOffline(false);
    await context.close();
  });

  it('reads a visited guide list, a guide article and the home page offline, from the caches', async () => {
    const { context, page } = await env.page(undefined, { serviceWorkers: 'allow', selectorShown: true });
    await page.goto('/');
    await swActive(page);
    // reloaded under the active worker, so its runtime caches see every request of the visit
    await page.reload();
    await page.getByRole('link', { name: /查看完整排名/ }).waitFor();
    await page.goto('/visa');
    const items = page.locator('main a[href^="/visa/detail?"]');
    await items.first().waitFor();
    const listCount = await items.count();
    await items.first().click();
    await page.waitForURL((u) => u.pathname === '/visa/detail');
    await page.getByText('官方信息来源').waitFor();
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    const articleUrl = page.url();

    await context.setOffline(true);
    await page.goto('/visa');
    await page.getByTestId('offline-banner').waitFor();
    await expect.poll(() => items.count()).toBe(listCount);
    await page.goto(articleUrl);
    await page.getByText('官方信息来源').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await page.goto('/');
    await page.getByRole('link', { name: /查看完整排名/ }).waitFor();
    // the hot search chips and the banner come from the reference cache
    await expect
      .poll(() => page.getByRole('group', { name: '热门搜索' }).getByRole('button').count())
      .toBe(5);
    await screenshot(page, 'offline-home');
    await context.setOffline(false);
    await context.close();
  });

  it('lets a new student pick a city in the profile dialog offline, from the cached region tree', async () => {
    const { context, page } = await env.page(undefined, {
      serviceWorkers: 'allow',
    });
    await page.goto('/');
    await swActive(page);
    await page.goto('/login');
    await env.smsLogin(page, '13655550001');
    const dialog = page.getByTestId('profile-dialog');
    const province = dialog.getByLabel('所在省份');
    await province.waitFor();

    await context.setOffline(true);
    await page.reload();
    await province.waitFor();
    await province.selectOption({ label: '浙江省' });
    const city = dialog.getByLabel('所在城市', { exact: true });
    await city.selectOption({ label: '杭州市' });
    expect(await city.inputValue()).toBe('330100');
    await page.getByTestId('offline-banner').waitFor();
    await context.setOffline(false);
    await context.close();
  });
});
