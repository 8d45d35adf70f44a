/**
 * A page before and after its scripts. The server renders each page with React (src/entry-server.tsx): a phone on
 * a poor connection sees the header bar, the page's heading and its first screen's data before any script has
 * arrived, and when the app hydrates that page nothing moves and the data is not asked for again. The inline app
 * shell of index.html is what the service worker shows for a page it was never sent (offline): here the test
 * answers a navigation with that file, as the worker does.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { GLOBAL_STYLE_ID } from '../../scripts/chakra-global-css';
import { LIMITS, SITE } from '../../src/contract/limits';
import { routeMeta } from '../../src/contract/routes';
import { SHELL_TEXT } from '../../src/contract/shell';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot, useE2eEnvironment, waitForHydration } from './harness';

const env = useE2eEnvironment();

type Box = { x: number; y: number; width: number; height: number } | null;

/** The same place and size on screen, to within half a pixel. */
function expectSameBox(before: Box, after: Box, what: string): void {
  expect(before, what).not.toBeNull();
  expect(after, what).not.toBeNull();
  if (!before || !after) return;
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(
      Math.abs(before[side] - after[side]),
      `${what} ${side}: ${before[side]} vs ${after[side]}`,
    ).toBeLessThan(0.5);
  }
}

/** A page that gets no JavaScript file at all (the entry, its chunks): what a slow phone shows first. */
async function blockedPage(viewport: { width: number; height: number }) {
  const blocked = await env.page(viewport, { selectorShown: true });
  await blocked.context.route(/\.js(\?|$)/, (route) => route.abort());
  return blocked;
}

/** The places of the same elements in the page before its scripts and once hydrated. */
async function expectSamePlaces(
  before: Page,
  after: Page,
  pick: (page: Page) => [string, ReturnType<Page['locator']>][],
): Promise<void> {
  const inBefore = pick(before);
  const inAfter = pick(after);
  for (const [index, [what, locator]] of inBefore.entries()) {
    const other = inAfter[index]?.[1];
    if (!other) throw new Error(`no ${what} to compare`);
    expectSameBox(await locator.boundingBox(), await other.boundingBox(), what);
  }
}

/**
 * Answers the navigation to /majors with index.html, as the service worker does offline for a page it has not
 * cached: the template, its app shell in place of a page.
 */
async function shellAtMajors(context: BrowserContext): Promise<void> {
  const template = await (await fetch(`${env.server().url}/index.html`)).text();
  await context.route(
    (url) => url.pathname === '/majors',
    (route) => route.fulfill({ body: template, contentType: 'text/html; charset=utf-8' }),
  );
}

describe('the inline app shell (the service worker’s page for a page it was never sent)', () => {
  it('shows the header bar and a page skeleton while every script is blocked', async () => {
    const { page, context } = await env.page(PHONE_VIEWPORT);
    try {
      await shellAtMajors(context);
      await context.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto('/majors');
      const shell = page.getByTestId('app-shell');
      await shell.waitFor();
      expect(await shell.isVisible()).toBe(true);
      expect(await shell.locator('header').textContent()).toContain('AI留学');
      const header = await shell.locator('header').boundingBox();
      expect(header?.height).toBe(81); // 80 px bar + its 1 px border, like the layout header
      expect(await shell.textContent()).toContain('正在加载');
      const brand = await shell
        .locator('.mark')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(brand).toBe('rgb(31, 94, 255)');
      await screenshot(page, 'app-shell-blocked-390');
    } finally {
      await context.close();
    }
  });

  it("says the page failed to load, with a reload button, when the app's chunk cannot arrive", async () => {
    const { page, context } = await env.page(PHONE_VIEWPORT);
    try {
      // the entry arrives, the app's chunk (everything src/main.tsx imports) does not: a first visit that lost
      // its connection, or a deploy that removed the file
      let blocked = true;
      await context.route(/\/assets\/app-[^/]*\.js$/, (route) =>
        blocked ? route.abort() : route.continue(),
      );
      await shellAtMajors(context);
      await page.goto('/majors');
      const alert = page.getByTestId('app-shell').getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain(SHELL_TEXT.failed);
      expect(await page.getByTestId('app-shell').getAttribute('aria-busy')).toBeNull();
      await screenshot(page, 'app-shell-failed-390');
      // back online: 重新加载 brings the app, which renders the page itself
      blocked = false;
      await page.getByRole('button', { name: SHELL_TEXT.reload }).click();
      await page.getByTestId('app-shell').waitFor({ state: 'detached' });
      await page.locator('header').first().waitFor();
      expect(await page.locator('main h1').textContent()).toBe('专业库');
    } finally {
      await context.close();
    }
  });
});

describe('a page rendered by the server, before and after its scripts', () => {
  it('shows the header bar, the heading and the banner while every script is blocked, and no app shell', async () => {
    const { page, context } = await blockedPage(PHONE_VIEWPORT);
    try {
      await page.goto('/');
      const header = page.locator('header').first();
      await header.waitFor();
      expect(await header.textContent()).toContain('AI留学');
      expect(await header.boundingBox()).toMatchObject({ y: 0, height: 81 });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(SITE.TITLE);
      expect(await page.getByTestId('home-banner').isVisible()).toBe(true);
      expect(await page.getByTestId('app-shell').count()).toBe(0);
      await screenshot(page, 'server-page-blocked-390');
    } finally {
      await context.close();
    }
  });

  it('keeps the header bar at the top, 81 px high, once the app has hydrated', async () => {
    const { page, context } = await env.page(PHONE_VIEWPORT, { selectorShown: true });
    try {
      await page.goto('/');
      await waitForHydration(page);
      const header = await page.locator('header').first().boundingBox();
      expect(header?.y).toBe(0);
      expect(header?.height).toBe(81);
      expect(await page.getByTestId('app-shell').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("shows /schools' title, description and first page of universities before the scripts, where the app keeps them", async () => {
    for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
      const blocked = await blockedPage(viewport);
      const running = await env.page(viewport, { selectorShown: true });
      const asked: string[] = [];
      running.page.on('request', (request) => {
        if (request.url().includes('/pageQueryUniversity?')) asked.push(request.url());
      });
      try {
        await blocked.page.goto('/schools');
        expect(await blocked.page.title()).toBe(`院校库 - ${SITE.TITLE}`);
        expect(await blocked.page.getByText(routeMeta('Schools').description).isVisible()).toBe(true);
        const blockedCards = blocked.page.getByTestId('university-card');
        // innerText: the server's HTML has each element's Emotion style beside it, text that is not shown
        const names = await blockedCards.locator('a').allInnerTexts();
        expect(names).toHaveLength(LIMITS.DEFAULT_PAGE_SIZE);
        if (viewport === PHONE_VIEWPORT) await screenshot(blocked.page, 'server-schools-blocked-390');

        await running.page.goto('/schools');
        await waitForHydration(running.page);
        const appCards = running.page.getByTestId('university-card');
        expect(await appCards.locator('a').allInnerTexts()).toEqual(names);
        const count = /^共 \d+ 所院校$/;
        await expectSamePlaces(blocked.page, running.page, (page) => [
          ['heading', page.getByRole('heading', { level: 1, name: '院校库' })],
          ['description', page.getByText(routeMeta('Schools').description)],
          ['count', page.getByText(count)],
          ['first card', page.getByTestId('university-card').first()],
          ['third name', page.getByTestId('university-card').nth(2).locator('a')],
          [
            'first card’s 软科 chip',
            page
              .getByTestId('university-card')
              .first()
              .getByText(/^软科 #/),
          ],
        ]);
        // the app asked for no list: it took the page's data
        expect(asked).toEqual([]);
      } finally {
        await blocked.context.close();
        await running.context.close();
      }
    }
  });

  it("shows /circle's tabs, topics and first posts before the scripts, where the app keeps them", async () => {
    for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
      const blocked = await blockedPage(viewport);
      const running = await env.page(viewport, { selectorShown: true });
      const asked: string[] = [];
      running.page.on('request', (request) => {
        if (request.url().includes('/pageQueryAbroadCircle')) asked.push(request.url());
      });
      try {
        await blocked.page.goto('/circle');
        const blockedPosts = blocked.page.getByTestId('circle-post');
        // a screenful of posts is in the page; the rest of the first page follows in the app's second render
        const shown = await blockedPosts.count();
        expect(shown).toBeGreaterThanOrEqual(3);
        const authors = await blocked.page.getByTestId('circle-author').allTextContents();
        if (viewport === PHONE_VIEWPORT) await screenshot(blocked.page, 'server-circle-blocked-390');

        // whether the feed's loading skeleton was ever in the page
        await running.page.addInitScript(() => {
          const seen = () => {
            if (document.querySelector('[data-testid="list-skeleton"]'))
              document.documentElement.dataset.sawSkeleton = 'yes';
          };
          new MutationObserver(seen).observe(document, { childList: true, subtree: true });
        });
        await running.page.goto('/circle');
        await waitForHydration(running.page);
        const appPosts = running.page.getByTestId('circle-post');
        await appPosts.first().waitFor();
        expect(await running.page.locator('html').getAttribute('data-saw-skeleton')).toBeNull();
        await expect.poll(() => appPosts.count()).toBeGreaterThan(shown);
        expect((await running.page.getByTestId('circle-author').allTextContents()).slice(0, shown)).toEqual(
          authors,
        );
        await expectSamePlaces(blocked.page, running.page, (page) => [
          ['heading', page.getByRole('heading', { level: 1 })],
          ['推荐', page.getByRole('tab', { name: '推荐' })],
          ['我的', page.getByRole('tab', { name: '我的' })],
          ['全部', page.getByTestId('circle-topics').getByRole('button', { name: '全部' })],
          ['first post', page.getByTestId('circle-post').first()],
          ['second post’s text', page.getByTestId('circle-post').nth(1).getByTestId('circle-post-text')],
          ['second post’s time', page.getByTestId('circle-post').nth(1).locator('time')],
          ['third post', page.getByTestId('circle-post').nth(2)],
        ]);
        // the app asked for no feed: it took the page's data
        expect(asked).toEqual([]);
      } finally {
        await blocked.context.close();
        await running.context.close();
      }
    }
  });

  it("draws the home page's banner before the scripts, where the app keeps it, and the app asks for it no more", async () => {
    for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
      const blocked = await blockedPage(viewport);
      const running = await env.page(viewport, { selectorShown: true });
      try {
        await blocked.page.goto('/');
        const slide = blocked.page.getByTestId('home-banner-slide').first();
        const title = (await slide.getByRole('heading', { level: 2 }).textContent()) ?? '';
        expect(title).not.toBe('');
        expect(await slide.getByRole('link').getAttribute('href')).toMatch(/^\//);
        if (viewport === PHONE_VIEWPORT) await screenshot(blocked.page, 'server-home-blocked-390');

        const asked: string[] = [];
        running.page.on('request', (request) => {
          if (/\/(findAd|hotSearch)\?/.test(request.url())) asked.push(request.url());
        });
        await running.page.goto('/');
        await waitForHydration(running.page);
        await running.page
          .getByTestId('home-banner-slide')
          .first()
          .getByRole('heading', { level: 2, name: title })
          .waitFor();
        await expectSamePlaces(blocked.page, running.page, (page) => [
          ['banner title', page.getByTestId('home-banner-slide').first().getByRole('heading', { level: 2 })],
          ['banner text', page.getByTestId('home-banner-slide').first().locator('p')],
          ['banner link', page.getByTestId('home-banner-slide').first().getByRole('link')],
          ['heading', page.locator('main h1')],
        ]);
        // the hot terms came with the page too: the app sent neither request
        await running.page.getByTestId('home-hot-search').getByRole('button').first().waitFor();
        expect(asked).toEqual([]);
      } finally {
        await blocked.context.close();
        await running.context.close();
      }
    }
  });

  it("styles the page from the build's global CSS in the HTML: reset, tokens and brand colour, none of it from Emotion", async () => {
    const { page, context } = await env.page(PHONE_VIEWPORT, { selectorShown: true });
    try {
      await page.goto('/');
      await waitForHydration(page);
      const styles = await page.evaluate((globalStyleId) => {
        const root = getComputedStyle(document.documentElement);
        const sheets = Array.from(document.styleSheets);
        // in the page itself: no stylesheet for the first paint to wait for
        const linked = sheets.filter((sheet) => sheet.href !== null).length;
        const prebuilt = sheets.filter((sheet) => sheet.ownerNode === document.getElementById(globalStyleId));
        const prebuiltText = prebuilt
          .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
          .join('\n');
        const emotion = Array.from(document.querySelectorAll('style[data-emotion]'));
        const emotionText = emotion
          .flatMap((style) => Array.from((style as HTMLStyleElement).sheet?.cssRules ?? []))
          .map((rule) => rule.cssText)
          .join('\n');
        const link = prebuilt[0]?.ownerNode;
        const login = Array.from(document.querySelectorAll('header a, header button')).find((element) =>
          element.textContent?.includes('注册'),
        );
        return {
          linked,
          prebuilt: prebuilt.length,
          // before every style Emotion inserts, so that the components' styles win over the reset
          first:
            link instanceof Node &&
            emotion.every((style) => link.compareDocumentPosition(style) & Node.DOCUMENT_POSITION_FOLLOWING),
          prebuiltTokens: /--chakra-colors-brand-500\s*:/.test(prebuiltText),
          brand: root.getPropertyValue('--chakra-colors-brand-solid').trim(),
          bodyMargin: getComputedStyle(document.body).margin,
          // a token's definition (component styles only refer to them: var(--chakra-colors-...))
          emotionTokens: /--chakra-colors-brand-500\s*:/.test(emotionText),
          registerColor: login ? getComputedStyle(login).color : null,
        };
      }, GLOBAL_STYLE_ID);
      expect(styles).toEqual({
        linked: 0,
        prebuilt: 1,
        first: true,
        prebuiltTokens: true,
        brand: '#1f5eff',
        bodyMargin: '0px',
        emotionTokens: false,
        // the header's 注册 button (outline, brand palette) takes brand.fg = brand.600 #1748cc through the tokens
        registerColor: 'rgb(23, 72, 204)',
      });
    } finally {
      await context.close();
    }
  });

  it("keeps its content and working links when the app's chunk cannot arrive", async () => {
    // at desktop width, where the header shows its links
    const { page, context } = await env.page(DESKTOP_VIEWPORT, { selectorShown: true });
    try {
      // the entry arrives, the app's chunk does not (a lost connection, a deploy that removed the file)
      let blocked = true;
      await context.route(/\/assets\/app-[^/]*\.js$/, (route) =>
        blocked ? route.abort() : route.continue(),
      );
      await page.goto('/schools');
      await page.getByTestId('university-card').first().waitFor();
      // give the entry its time to try the chunk; the page stays as the server drew it
      await page.waitForTimeout(1_000);
      expect(await page.getByTestId('university-card').count()).toBe(LIMITS.DEFAULT_PAGE_SIZE);
      // back online: a link of the page is a plain link, and the next page brings the app
      blocked = false;
      await page.locator('header').getByRole('link', { name: '专业库' }).first().click();
      await page.waitForURL((u) => u.pathname === '/majors');
      await waitForHydration(page);
      expect(await page.locator('main h1').textContent()).toBe('专业库');
    } finally {
      await context.close();
    }
  });
});
