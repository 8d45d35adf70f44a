/**
 * The inline app shell: a phone on a poor connection sees the product (header bar, brand, page
 * skeleton) from index.html alone, before the entry script has arrived; when the app mounts it replaces the
 * shell, and the header keeps its place.
 */
import { describe, expect, it } from 'vitest';

import { CIRCLE_LIMITS, CIRCLE_TOPICS } from '../../src/contract/circle';
import { LIMITS, SITE } from '../../src/contract/limits';
import { routeMeta } from '../../src/contract/routes';
import { SHELL_TEXT } from '../../src/contract/shell';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot, useE2eEnvironment } from './harness';

const env = useE2eEnvironment();

type Box = { x: number; y: number; width: number; height: number } | null;

/** The same place and size on screen, to within half a pixel. */
function expectSameBox(shell: Box, app: Box): void {
  expect(shell).not.toBeNull();
  expect(app).not.toBeNull();
  if (!shell || !app) return;
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(shell[side] - app[side]), `${side}: ${shell[side]} vs ${app[side]}`).toBeLessThan(0.5);
  }
}

describe('the inline app shell', () => {
  it('shows the header bar and a page skeleton while every script is blocked', async () => {
    const { page, context } = await env.page(PHONE_VIEWPORT);
    try {
      // no JavaScript file arrives at all (the entry, its chunks, the service worker's registration)
      await context.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto('/');
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

  it('is replaced by the app when the scripts arrive, the header bar at the same height', async () => {
    const { page, context } = await env.page(PHONE_VIEWPORT);
    try {
      await page.goto('/');
      await page.getByTestId('app-shell').waitFor({ state: 'detached' });
      const header = await page.locator('header').first().boundingBox();
      expect(header?.y).toBe(0);
      expect(header?.height).toBe(81);
    } finally {
      await context.close();
    }
  });

  it("shows /schools' title, description and first page of universities before the scripts, where the app then draws them", async () => {
    for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
      const blocked = await env.page(viewport);
      const running = await env.page(viewport);
      const asked: string[] = [];
      running.page.on('request', (request) => {
        if (request.url().includes('/pageQueryUniversity?')) asked.push(request.url());
      });
      try {
        await blocked.context.route(/\.js(\?|$)/, (route) => route.abort());
        await blocked.page.goto('/schools');
        const shell = blocked.page.getByTestId('app-shell');
        await shell.waitFor();
        expect(await blocked.page.title()).toBe(`院校库 - ${SITE.TITLE}`);
        const shellHeading = shell.getByRole('heading', { level: 1, name: '院校库' });
        const shellDescription = shell.getByText(routeMeta('Schools').description);
        expect(await shellDescription.isVisible()).toBe(true);
        if (viewport === PHONE_VIEWPORT) await screenshot(blocked.page, 'app-shell-schools-blocked-390');

        await running.page.goto('/schools');
        await running.page.getByTestId('app-shell').waitFor({ state: 'detached' });
        const appHeading = running.page.getByRole('heading', { level: 1, name: '院校库' });
        const appDescription = running.page.getByText(routeMeta('Schools').description);
        // the heading and the description do not move when the app replaces the shell
        expect(await shellHeading.boundingBox()).toEqual(await appHeading.boundingBox());
        expect(await shellDescription.boundingBox()).toEqual(await appDescription.boundingBox());

        // the list's first page was in the page too, where the app draws it: the count, the source, each card
        const count = /^共 \d+ 所院校$/;
        const shellNames = await shell.locator('.uni-name').allTextContents();
        const appCards = running.page.getByTestId('university-card');
        await appCards.first().waitFor();
        const appNames = await appCards.locator('a').allTextContents();
        expect(shellNames.length).toBe(LIMITS.DEFAULT_PAGE_SIZE);
        expect(shellNames).toEqual(appNames);
        expectSameBox(
          await shell.getByText(count).boundingBox(),
          await running.page.getByText(count).boundingBox(),
        );
        expectSameBox(
          await shell.locator('.uni').first().boundingBox(),
          await appCards.first().boundingBox(),
        );
        expectSameBox(
          await shell.locator('.uni-name').nth(2).boundingBox(),
          await appCards.nth(2).locator('a').boundingBox(),
        );
        // a chip's text is shaped a few hundredths of a pixel narrower or wider than Chakra's
        expectSameBox(
          await shell.locator('.uni').first().locator('.chip').last().boundingBox(),
          await appCards
            .first()
            .getByText(/^软科 #/)
            .boundingBox(),
        );
        // the app asked for no list: it took the page's answer
        expect(asked).toEqual([]);
      } finally {
        await blocked.context.close();
        await running.context.close();
      }
    }
  });

  it("shows /circle's tabs, topics and first posts before the scripts, where the app then draws them", async () => {
    for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
      const blocked = await env.page(viewport);
      const running = await env.page(viewport);
      const asked: string[] = [];
      running.page.on('request', (request) => {
        if (request.url().includes('/pageQueryAbroadCircle')) asked.push(request.url());
      });
      try {
        await blocked.context.route(/\.js(\?|$)/, (route) => route.abort());
        await blocked.page.goto('/circle');
        const shell = blocked.page.getByTestId('app-shell');
        await shell.waitFor();
        const shellPosts = shell.locator('article');
        expect(await shellPosts.count()).toBe(CIRCLE_LIMITS.FEED_PAGE_DEFAULT);
        const shellAuthors = await shell.locator('.author-name').allTextContents();
        if (viewport === PHONE_VIEWPORT) await screenshot(blocked.page, 'app-shell-circle-blocked-390');

        // whether the feed's loading skeleton was ever in the page
        await running.page.addInitScript(() => {
          const seen = () => {
            if (document.querySelector('[data-testid="list-skeleton"]'))
              document.documentElement.dataset.sawSkeleton = 'yes';
          };
          new MutationObserver(seen).observe(document, { childList: true, subtree: true });
        });
        await running.page.goto('/circle');
        await running.page.getByTestId('app-shell').waitFor({ state: 'detached' });
        const appPosts = running.page.getByTestId('circle-post');
        // the feed is in the app's first render: the posts, never its loading skeleton
        await appPosts.first().waitFor();
        expect(await running.page.locator('html').getAttribute('data-saw-skeleton')).toBeNull();
        // a screenful in the first commit, the rest in the render after it
        await expect.poll(() => appPosts.count()).toBe(CIRCLE_LIMITS.FEED_PAGE_DEFAULT);
        expect(await running.page.getByTestId('circle-author').allTextContents()).toEqual(shellAuthors);

        const pairs = [
          [shell.getByRole('heading', { level: 1 }), running.page.getByRole('heading', { level: 1 })],
          [shell.getByRole('tab', { name: '推荐' }), running.page.getByRole('tab', { name: '推荐' })],
          [shell.getByRole('tab', { name: '我的' }), running.page.getByRole('tab', { name: '我的' })],
          [shell.getByRole('link', { name: '全部' }), running.page.getByRole('button', { name: '全部' })],
          [
            shell.getByRole('link', { name: CIRCLE_TOPICS.ASK }),
            running.page.getByRole('button', { name: CIRCLE_TOPICS.ASK }),
          ],
          [shellPosts.first(), appPosts.first()],
          [
            shellPosts.nth(1).locator('.avatar'),
            appPosts.nth(1).locator('[data-scope=avatar][data-part=root]'),
          ],
          [shellPosts.nth(1).locator('.author-name'), running.page.getByTestId('circle-author').nth(1)],
          [shellPosts.nth(1).locator('time'), appPosts.nth(1).locator('time')],
          [shellPosts.nth(1).locator('.tag'), appPosts.nth(1).locator('time + *')],
          [shellPosts.nth(1).locator('.post-text'), appPosts.nth(1).getByTestId('circle-post-text')],
          [
            shellPosts.nth(1).locator('.action').last(),
            appPosts.nth(1).getByRole('button', { name: /^转发/ }),
          ],
          [shellPosts.nth(2), appPosts.nth(2)],
          [shellPosts.nth(7), appPosts.nth(7)],
        ] as const;
        for (const [inShell, inApp] of pairs) {
          expectSameBox(await inShell.boundingBox(), await inApp.boundingBox());
        }
        if (viewport === DESKTOP_VIEWPORT) {
          expectSameBox(
            await shell.getByText('发帖').boundingBox(),
            await running.page.getByRole('button', { name: '发帖' }).first().boundingBox(),
          );
        }
        // the app asked for no feed: it took the page's answer
        expect(asked).toEqual([]);
      } finally {
        await blocked.context.close();
        await running.context.close();
      }
    }
  });

  it("draws the home page's banner before the scripts, where the app then draws it, and the app asks for it no more", async () => {
    for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
      const blocked = await env.page(viewport);
      const running = await env.page(viewport);
      try {
        await blocked.context.route(/\.js(\?|$)/, (route) => route.abort());
        await blocked.page.goto('/');
        const shell = blocked.page.getByTestId('app-shell');
        await shell.waitFor();
        const shellBanner = shell.getByRole('region', { name: '推荐' });
        const shellTitle = shellBanner.getByRole('heading', { level: 2 });
        const title = (await shellTitle.textContent()) ?? '';
        expect(title).not.toBe('');
        expect(await shell.getByRole('link', { name: '去选校' }).getAttribute('href')).toBe('/schools');
        if (viewport === PHONE_VIEWPORT) await screenshot(blocked.page, 'app-shell-home-blocked-390');

        const asked: string[] = [];
        running.page.on('request', (request) => {
          if (/\/(findAd|hotSearch)\?/.test(request.url())) asked.push(request.url());
        });
        await running.page.goto('/');
        await running.page.getByTestId('app-shell').waitFor({ state: 'detached' });
        const appSlide = running.page.getByTestId('home-banner-slide').first();
        const appTitle = appSlide.getByRole('heading', { level: 2, name: title });
        await appTitle.waitFor();
        // the title, the text and the button do not move when the app replaces the shell
        expect(await shellTitle.boundingBox()).toEqual(await appTitle.boundingBox());
        expect(await shellBanner.locator('p').boundingBox()).toEqual(
          await appSlide.locator('p').boundingBox(),
        );
        expect(await shellBanner.getByRole('link').boundingBox()).toEqual(
          await appSlide.getByRole('link').boundingBox(),
        );
        expect(await blocked.page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(
          await running.page.locator('main h1').boundingBox(),
        );
        // the hot terms came with the page too: the app sent neither request
        await running.page.getByTestId('home-hot-search').getByRole('button').first().waitFor();
        expect(asked).toEqual([]);
      } finally {
        await blocked.context.close();
        await running.context.close();
      }
    }
  });

  it("styles the app from the build's global CSS: reset, tokens and brand colour, none of it from Emotion", async () => {
    const { page, context } = await env.page(PHONE_VIEWPORT);
    try {
      await page.goto('/');
      await page.getByTestId('app-shell').waitFor({ state: 'detached' });
      const styles = await page.evaluate(() => {
        const root = getComputedStyle(document.documentElement);
        const sheets = Array.from(document.querySelectorAll('style'));
        const prebuilt = sheets.filter((style) => style.hasAttribute('data-chakra-global'));
        const emotionText = sheets
          .filter((style) => style.hasAttribute('data-emotion'))
          .flatMap((style) => Array.from(style.sheet?.cssRules ?? []).map((rule) => rule.cssText))
          .join('\n');
        const login = Array.from(document.querySelectorAll('header a, header button')).find((element) =>
          element.textContent?.includes('注册'),
        );
        return {
          prebuilt: prebuilt.length,
          first: document.head.querySelector('style') === prebuilt[0],
          brand: root.getPropertyValue('--chakra-colors-brand-solid').trim(),
          bodyMargin: getComputedStyle(document.body).margin,
          // a token's definition (component styles only refer to them: var(--chakra-colors-...))
          emotionTokens: /--chakra-colors-brand-500\s*:/.test(emotionText),
          registerColor: login ? getComputedStyle(login).color : null,
        };
      });
      expect(styles).toEqual({
        prebuilt: 1,
        first: true,
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

  it("says the page failed to load, with a reload button, when the app's chunk cannot arrive", async () => {
    const { page, context } = await env.page(PHONE_VIEWPORT);
    try {
      // the entry arrives, the app's chunk (everything src/main.tsx imports) does not: a first visit that lost
      // its connection, or a deploy that removed the file
      let blocked = true;
      await context.route(/\/assets\/app-[^/]*\.js$/, (route) =>
        blocked ? route.abort() : route.continue(),
      );
      await page.goto('/');
      const alert = page.getByTestId('app-shell').getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain(SHELL_TEXT.failed);
      expect(await page.getByTestId('app-shell').getAttribute('aria-busy')).toBeNull();
      await screenshot(page, 'app-shell-failed-390');
      // back online: 重新加载 brings the app
      blocked = false;
      await page.getByRole('button', { name: SHELL_TEXT.reload }).click();
      await page.getByTestId('app-shell').waitFor({ state: 'detached' });
      expect(await page.locator('header').first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
