/**
 * A render error in a real page: the activity list's server answer carries a start time the page cannot format
 * (a date that passes the schema as text, RangeError at render). The route's place shows 页面出错了 with 重试,
 * the layout around it stays; once the server answers well again, 重试 shows the list.
 */
import { describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api';
import { ERROR_BOUNDARY_TEXT, TOAST_TEXT } from '../../src/contract/ui-text';
import { PHONE_VIEWPORT, useE2eEnvironment } from './harness';

const env = useE2eEnvironment();

const ACTIVITY_PAGE = `**${API.university.activityPage}*`;

describe('error boundaries', () => {
  it('a page that fails to render shows 页面出错了 in its place; 重试 recovers once the data renders', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT, { selectorShown: true });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      await page.route(ACTIVITY_PAGE, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { list: { startAt: string }[] } };
        expect(body.data.list.length).toBeGreaterThan(0);
        for (const activity of body.data.list) activity.startAt = '下周三上午';
        await route.fulfill({ response, json: body });
      });
      await page.goto(`/login?redirect=${encodeURIComponent('/school/activity')}`);
      await env.smsLogin(page, '13800000005');
      await page.waitForURL((u) => u.pathname === '/school/activity');

      const boundary = page.getByTestId('error-boundary');
      await boundary.getByRole('heading', { name: ERROR_BOUNDARY_TEXT.title }).waitFor();
      // in the route's place: the layout's header and footer are still there, the page's list is not
      await expect.poll(() => page.locator('main').getByTestId('error-boundary').count()).toBe(1);
      await page.getByRole('banner').waitFor();
      await page.getByTestId('site-footer').waitFor();
      expect(await page.getByTestId('activity-card').count()).toBe(0);
      expect(errors.some((text) => text.includes('Invalid time value'))).toBe(true);
      // the login's toasts cover the header on a phone: closed for the screenshot
      for (const close of await page.getByRole('button', { name: TOAST_TEXT.close }).all())
        await close.click();
      await expect.poll(() => page.getByRole('button', { name: TOAST_TEXT.close }).count()).toBe(0);
      await page.screenshot({ path: '/tmp/error-boundary-phone.png' });

      await page.unroute(ACTIVITY_PAGE);
      await boundary.getByRole('button', { name: ERROR_BOUNDARY_TEXT.retry }).click();
      await expect
        .poll(() => page.getByTestId('activity-card').count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect(await page.getByTestId('error-boundary').count()).toBe(0);
      await page.getByRole('heading', { level: 1, name: '院校活动' }).waitFor();
      await page.screenshot({ path: '/tmp/error-boundary-recovered-phone.png' });
    } finally {
      await context.close();
    }
  });
});
