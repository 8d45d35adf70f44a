/**
 * A visitor (no login) on a phone walks every public content route of SPEC section 2 (outside the
 * organizations/counselors and circle families, which come with their own issues) and finds real content on
 * each: a list with at least one item that opens an article body, never a heading alone. Screenshots of each
 * page go to tests/e2e/screenshots/guest-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { GUIDE_SECTIONS, PAGE_TYPE_SEGMENTS, type GuideSection } from '../../src/contract/guide';
import { PHONE_VIEWPORT, screenshot, useE2eEnvironment, waitForHydration } from './harness';

const env = useE2eEnvironment();

async function noHorizontalScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The visible text of the page's main content (the layout's header and footer excluded). */
async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').first().innerText()).replace(/\s+/g, '');
}

/** The service selector is shown once to visitors; this walk is about the content behind it. */
function guestPage() {
  return env.page(PHONE_VIEWPORT, { selectorShown: true });
}

const detailPathOf = (section: GuideSection) =>
  section in PAGE_TYPE_SEGMENTS
    ? `/${PAGE_TYPE_SEGMENTS[section as keyof typeof PAGE_TYPE_SEGMENTS]}/detail`
    : GUIDE_SECTIONS[section].detailPath;

describe('public content as a guest at 390x844', () => {
  it('the home page shows its sections with items and reaches every public page from them', async () => {
    const { context, page } = await guestPage();
    await page.goto('/');
    // the banner, the rank list, and the news, Q&A and guide sections each show items
    const detailLinks = page.locator('main a[href*="detail?"]');
    await expect.poll(() => detailLinks.count(), { timeout: 15_000 }).toBeGreaterThan(15);
    await page.getByRole('link', { name: /查看完整排名/ }).waitFor();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'guest-home-phone');
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const path of [
      '/rank',
      '/news',
      '/school/activity',
      '/qa',
      '/schools',
      '/majors',
      ...Object.values(GUIDE_SECTIONS).map((s) => s.path),
    ]) {
      expect(hrefs, `the home page links to ${path}`).toContain(path);
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(page, 'guest-home-phone-end');
    await context.close();
  });

  it.each(Object.keys(GUIDE_SECTIONS) as GuideSection[])(
    'the %s guide lists articles and opens one with its body and sources',
    async (section) => {
      const meta = GUIDE_SECTIONS[section];
      const { context, page } = await guestPage();
      await page.goto(meta.path);
      const detail = detailPathOf(section);
      const items = page.locator(`main a[href^="${detail}?"]`);
      await expect.poll(() => items.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
      expect(page.url()).not.toContain('/login');
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `guest-${meta.path.slice(1)}-phone`);

      const title = ((await items.first().innerText()).split('\n')[0] ?? '').trim();
      await items.first().click();
      await page.waitForURL((u) => u.pathname === detail && u.searchParams.has('id'));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(async () => (await mainText(page)).length, { timeout: 10_000 }).toBeGreaterThan(400);
      await page.getByText('官方信息来源').waitFor();
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `guest-${meta.path.slice(1)}-detail-phone`);
      await context.close();
    },
  );

  it("draws the footer's three QR codes once the footer nears the screen, not before", async () => {
    const { context, page } = await guestPage();
    try {
      await page.goto('/');
      await page.getByTestId('home-rank').waitFor();
      const footer = page.getByTestId('site-footer');
      // far below a phone's first screen: no QR drawn (nor their library loaded), their boxes hold the place
      await page.waitForTimeout(500);
      expect(await footer.locator('svg title').count()).toBe(0);
      await footer.scrollIntoViewIfNeeded();
      await expect
        .poll(() => footer.locator('svg title').allTextContents())
        .toEqual(['企业微信助手', '官方公众号', 'AI留学 App']);
    } finally {
      await context.close();
    }
  });

  it('the visa guide filters by country and keeps the filter in the address', async () => {
    const { context, page } = await guestPage();
    await page.goto('/visa');
    // the chips are buttons: they act once the page is hydrated
    await waitForHydration(page);
    await page.getByRole('button', { name: '英国' }).click();
    await page.waitForURL(/country=GB/);
    const items = page.locator('main a[href^="/visa/detail?"]');
    await expect.poll(() => items.count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => items.count()).toBeGreaterThan(0);
    const texts = await items.allInnerTexts();
    expect(texts.join('\n')).toContain('英国');
    await context.close();
  });

  it('follows an article link tapped while React is still hydrating the page, as a plain link', async () => {
    const { context, page } = await guestPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // a slow phone, where hydrating the page takes a good part of a second
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/prepare', { waitUntil: 'commit' });
    const link = page.locator('main a[href^="/prepare/detail?"]').first();
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    // the tap comes once React has begun to hydrate the page (its first elements are React's) and before it is
    // done: without the guard (src/lib/boot.ts) the Link preloaded on the pointer's intent mid-hydration, React
    // threw the server's HTML away (#418) and the tap was lost, nearly every time at this CPU
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('#root *')).some((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        ),
      undefined,
      { polling: 'raf', timeout: 20_000 },
    );
    await page.waitForTimeout(100);
    await link.click();
    await page.waitForURL((u) => u.pathname + u.search === href, { timeout: 10_000 });
    await page.getByText('官方信息来源').waitFor();
    expect(errors.filter((text) => /hydrat|#418|#423/i.test(text))).toEqual([]);
    await context.close();
  });

  it('a chip tapped before the page has its code acts once the page is hydrated', async () => {
    const { context, page } = await guestPage();
    // a slow phone: the server-drawn page is on screen well before the app's chunk has arrived
    let appAsked = false;
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      appAsked = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/visa', { waitUntil: 'commit' });
    const chip = page.getByRole('button', { name: '英国' });
    await chip.waitFor();
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(true);
    await chip.click();
    await waitForHydration(page);
    expect(appAsked).toBe(true);
    await page.waitForURL(/country=GB/);
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('the schools, majors and privacy pages show their content', async () => {
    const { context, page } = await guestPage();
    await page.goto('/schools');
    // a cold server answers its first catalog pages in up to a second: more than expect.poll's default wait
    await expect
      .poll(() => page.locator('main a[href^="/school/detail?"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await screenshot(page, 'guest-schools-phone');
    await page.goto('/majors');
    await expect
      .poll(() => page.locator('main a[href^="/majors/detail?"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await screenshot(page, 'guest-majors-phone');
    await page.goto('/privacy');
    await expect.poll(async () => (await mainText(page)).length).toBeGreaterThan(1000);
    await screenshot(page, 'guest-privacy-phone');
    await context.close();
  });
});
