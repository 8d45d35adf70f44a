import { describe, expect, it } from 'vitest';

import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot, useE2eEnvironment } from './harness';

const env = useE2eEnvironment();

describe('study-abroad news', () => {
  it('after login lists articles by category and opens one with its body, on a phone and a desktop', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT, { selectorShown: true });
    await page.goto('/news');
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('name')).toBe('StudyNews');
    await env.smsLogin(page, '13800000005');
    await page.waitForURL((u) => u.pathname === '/news');
    const cards = page.getByTestId('news-card');
    await cards.nth(9).waitFor();
    expect(await cards.count()).toBe(10);
    await screenshot(page, 'news-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: '租房' }).click();
    await page.waitForURL(/category=RENTING/);
    await expect.poll(() => page.getByTestId('news-card').filter({ hasNotText: '租房' }).count()).toBe(0);
    const first = page.getByTestId('news-card').first();
    const title = (await first.locator('a').first().textContent()) ?? '';
    expect(title.length).toBeGreaterThan(4);
    await first.locator('a').first().click();
    await page.waitForURL((u) => u.pathname === '/news/detail');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const body = page.getByTestId('news-body');
    await body.waitFor();
    expect(await body.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    expect(((await body.textContent()) ?? '').length).toBeGreaterThan(60);
    await screenshot(page, 'news-detail-phone');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: '← 返回资讯列表' }).click();
    await page.waitForURL((u) => u.pathname === '/news' && !u.search.includes('category'));

    // the same session on a desktop screen
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.getByTestId('news-card').nth(9).waitFor();
    await screenshot(page, 'news-desktop');
    await page.getByRole('button', { name: '下一页' }).click();
    await page.waitForURL(/page=2/);
    await page.getByTestId('news-card').first().locator('a').first().click();
    await page.waitForURL((u) => u.pathname === '/news/detail');
    await page.getByTestId('news-body').waitFor();
    await screenshot(page, 'news-detail-desktop');
    await context.close();
  });
});
