/**
 * The inline app shell (issue 20): a phone on a poor connection sees the product (header bar, brand, page
 * skeleton) from index.html alone, before the entry script has arrived; when the app mounts it replaces the
 * shell, and the header keeps its place.
 */
import { describe, expect, it } from 'vitest';

import { PHONE_VIEWPORT, newPage, screenshot, useE2eEnvironment } from './harness';

const env = useE2eEnvironment();

describe('the inline app shell', () => {
  it('shows the header bar and a page skeleton while every script is blocked', async () => {
    const { page, context } = await newPage(env.browser(), env.server().url, PHONE_VIEWPORT);
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
    const { page, context } = await newPage(env.browser(), env.server().url, PHONE_VIEWPORT);
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
});
