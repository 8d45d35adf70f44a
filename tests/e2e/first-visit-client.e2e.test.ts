/**
 * First visit as a new user would make it: a shared link read without the one-time service selector, which
 * comes on the next page; a browser without service workers, and the head of the page (one description, the
 * subject's title).
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { SITE } from '../../src/contract/limits';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot, useE2eEnvironment } from './harness';

const env = useE2eEnvironment();

const SHARED_LINK = `/schools?keyword=${encodeURIComponent('哈佛')}`;

/** Uncaught page errors and console errors of a page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

async function expectOnSharedSchools(page: Page): Promise<void> {
  const url = new URL(page.url());
  expect(url.pathname).toBe('/schools');
  expect(url.searchParams.get('keyword')).toBe('哈佛');
  await page.getByTestId('university-card').filter({ hasText: '哈佛大学' }).first().waitFor();
}

/** Waits for the drawer's slide-in to end (for a screenshot of what the visitor then sees). */
async function settled(selector: Locator): Promise<void> {
  // an animation replaced by another (the drawer opened as the menu closed) rejects its promise: done as well
  await selector.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
  );
}

async function metaDescriptions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="description"]')).map((m) => m.content),
  );
}

/** The shared link's page as the visitor reads it: its results, and no selector over them. */
async function readsSharedLinkFirst(page: Page): Promise<void> {
  await page.goto(SHARED_LINK);
  await expectOnSharedSchools(page);
  await page.waitForTimeout(1_500);
  expect(await page.getByTestId('service-selector').count()).toBe(0);
}

describe('a guest opening a shared link', () => {
  it('reads it without the selector, which comes on the next page, fits the phone and closes for good with ✕', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT);
    await readsSharedLinkFirst(page);
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    await page.getByRole('link', { name: '专业库' }).click();
    await page.waitForURL((u) => u.pathname === '/majors');
    const selector = page.getByTestId('service-selector');
    await selector.waitFor();
    await selector.getByRole('button', { name: '返回主页' }).waitFor();
    await settled(selector);
    await screenshot(page, 'first-visit-selector-phone');

    // all three cards and their buttons fit 390x844 without scrolling
    expect(await selector.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
    for (const name of ['选择资深顾问', '选择AI数字顾问', '返回主页']) {
      const box = await selector.getByRole('button', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0), name).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
    }

    const close = selector.getByRole('button', { name: '关闭' });
    expect(await close.boundingBox()).not.toBeNull();
    await close.click();
    await selector.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/majors');

    // shown once on this device: the shared link and the home page again, no selector
    await page.goto(SHARED_LINK);
    await page.getByTestId('university-card').filter({ hasText: '哈佛大学' }).first().waitFor();
    await page.goto('/');
    await page.getByTestId('site-footer').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('service-selector').count()).toBe(0);
    await context.close();
  });

  it('closes the selector of the next page with Esc and stays there', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT);
    await readsSharedLinkFirst(page);
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    await page.getByRole('link', { name: '专业库' }).click();
    const selector = page.getByTestId('service-selector');
    await selector.getByRole('button', { name: '返回主页' }).waitFor();
    await page.keyboard.press('Escape');
    await selector.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/majors');
    await context.close();
  });

  it('shows the selector of the next page on a desktop with its close button in reach', async () => {
    const { context, page } = await env.page(DESKTOP_VIEWPORT);
    await readsSharedLinkFirst(page);
    await page.locator('header').getByRole('link', { name: '专业库' }).click();
    const selector = page.getByTestId('service-selector');
    await selector.getByRole('button', { name: '返回主页' }).waitFor();
    await settled(selector);
    await screenshot(page, 'first-visit-selector-desktop');
    expect(await selector.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
    await selector.getByRole('button', { name: '关闭' }).click();
    await selector.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('a browser without service workers', () => {
  const variants: [string, (context: BrowserContext) => Promise<void>][] = [
    // Playwright's block: register() resolves without a registration
    ['registration blocked', async () => undefined],
    // private modes and some in-app browsers: navigator.serviceWorker is undefined
    [
      'navigator.serviceWorker undefined',
      async (context) => {
        await context.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'serviceWorker', {
            configurable: true,
            get: () => undefined,
          });
        });
      },
    ],
  ];

  for (const [label, prepare] of variants) {
    it(`runs the app silently (${label})`, async () => {
      const { context, page } = await env.page(PHONE_VIEWPORT);
      await prepare(context);
      const errors = collectErrors(page);
      await page.goto(SHARED_LINK);
      await expectOnSharedSchools(page);
      // the home page next: the visitor's selector, closed
      await page.goto('/');
      await page.getByTestId('service-selector').getByRole('button', { name: '关闭' }).click();
      await page.getByTestId('site-footer').waitFor();
      // the registration runs after the first paint: give it time to fail
      await page.waitForTimeout(1_500);
      expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the head of a page', () => {
  it('has one description on the home page and on a school detail, titled with the school', async () => {
    const { context, page } = await env.page();
    await page.goto('/');
    await expect.poll(() => page.title()).toBe(SITE.TITLE);
    expect(await metaDescriptions(page)).toHaveLength(1);
    expect(await page.evaluate(() => document.head.querySelectorAll('title').length)).toBe(1);

    await page.goto(`/login?redirect=${encodeURIComponent(SHARED_LINK)}`);
    await env.smsLogin(page, '13800000005');
    await page.waitForURL((u) => u.pathname === '/schools');
    await page.getByTestId('university-card').filter({ hasText: '哈佛大学' }).first().click();
    await page.waitForURL((u) => u.pathname === '/school/detail');
    await page.getByRole('heading', { level: 1, name: '哈佛大学' }).waitFor();
    await expect.poll(() => page.title()).toBe(`哈佛大学 - ${SITE.TITLE}`);
    const descriptions = await metaDescriptions(page);
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]).toContain('院校详情');
    expect(await page.evaluate(() => document.head.querySelectorAll('title').length)).toBe(1);

    // leaving the school gives the next page its own title back
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/schools');
    await expect.poll(() => page.title()).toBe(`院校库 - ${SITE.TITLE}`);
    expect(await metaDescriptions(page)).toHaveLength(1);
    await context.close();
  });
});
