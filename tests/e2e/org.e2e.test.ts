/**
 * Choosing an agency or a counselor: the onboarding selector's 资深顾问 leads to /organizations with the counselors
 * matching the student's intention; the counselor list filters (in the URL); a counselor's page; a playback plays
 * and seeks with HTTP Range requests answered 206. Phone (390x844) and desktop (1440x900).
 */
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot, useE2eEnvironment } from './harness';

const env = useE2eEnvironment();

describe('organizations, counselors and playbacks', () => {
  it('资深顾问 in the selector leads to counselors matching the intention; the counselor list filters; a counselor opens', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT);
    await page.goto('/login');
    await env.smsLogin(page, '13800000001');
    const selector = page.getByTestId('service-selector');
    await selector.waitFor();
    await selector.getByRole('button', { name: '选择资深顾问' }).click();
    await page.waitForURL((u) => u.pathname === '/organizations');
    const recommended = page.getByTestId('recommended-advisers');
    await recommended.getByTestId('selector-note').waitFor();
    await expect.poll(() => recommended.getByTestId('adviser-card').count()).toBeGreaterThan(0);
    const list = await page.evaluate(() => sessionStorage.getItem('adviser_list'));
    expect((JSON.parse(list ?? '[]') as unknown[]).length).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'org-selector-counselors-phone');

    await page.goto('/counselor/list');
    const cards = page.getByTestId('adviser-card');
    await cards.first().waitFor();
    const all = await cards.count();
    await page.getByRole('button', { name: '资深顾问', exact: true }).first().click();
    await page.waitForURL((u) => u.searchParams.has('type'));
    await expect
      .poll(async () => (await cards.allInnerTexts()).every((text) => text.includes('资深顾问')))
      .toBe(true);
    expect(await cards.count()).toBeLessThanOrEqual(all);
    await screenshot(page, 'counselor-list-filtered-phone');
    await cards.first().locator('a').first().click();
    await page.waitForURL((u) => u.pathname === '/counselor/detail');
    await page.getByTestId('counselor-detail').waitFor();
    await page.getByTestId('accountability').waitFor();
    await page.getByTestId('contact-button').waitFor();
    await screenshot(page, 'counselor-detail-phone');
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await screenshot(page, 'counselor-detail-desktop');
    await context.close();
  });

  it('plays a playback and seeks: the video is served in ranges (206)', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT, { selectorShown: true });
    const ranges: Response[] = [];
    page.on('response', (response) => {
      if (/\/files\/playback\/[^/]+\/video/.test(response.url())) ranges.push(response);
    });
    await page.goto('/organization/playbacks');
    const first = page.locator('main a[href*="/organization/playback/detail"]').first();
    await first.waitFor();
    await screenshot(page, 'playbacks-phone');
    await first.click();
    await page.waitForURL((u) => u.pathname === '/organization/playback/detail');
    const video = page.locator('main video');
    await video.waitFor();
    await video.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play();
    });
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
    await video.evaluate((el: HTMLVideoElement) => {
      el.currentTime = Math.max(1, el.duration - 5);
    });
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(5);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.some((response) => response.status() === 206)).toBe(true);
    const partial = ranges.find((response) => response.status() === 206);
    expect((await partial?.allHeaders())?.['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'playback-detail-phone');
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await screenshot(page, 'playback-detail-desktop');
    await context.close();
  });
});

describe('campus visit appointments', () => {
  it('books a visit with a time slot and finds it in 我的预约', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT, { selectorShown: true });
    await page.goto('/visit');
    await page.waitForURL((u) => u.pathname === '/login');
    await env.smsLogin(page, '13800000005');
    await page.waitForURL((u) => u.pathname === '/visit');
    const card = page
      .getByTestId('session-card')
      .filter({ has: page.getByRole('button', { name: '预约参观', disabled: false }) })
      .first();
    await card.waitFor();
    const title = ((await card.locator('h2, h3, p').first().innerText()) ?? '').trim();
    await screenshot(page, 'visit-list-phone');
    await card.getByRole('button', { name: '预约参观' }).click();
    const dialog = page.getByTestId('appointment-dialog');
    await dialog.waitFor();
    await dialog.getByRole('radio').filter({ hasNotText: '已约满' }).first().click();
    await dialog.getByLabel('联系人姓名').fill('赵同学');
    await dialog.getByLabel('手机号').fill('13800000005');
    await screenshot(page, 'visit-dialog-phone');
    await dialog.getByRole('button', { name: '确认预约' }).click();
    await dialog.getByTestId('appointment-booked').waitFor();
    await dialog.getByRole('link', { name: '查看我的预约' }).click();
    await page.waitForURL(
      (u) => u.pathname === '/personal' && u.searchParams.get('component') === 'appointments',
    );
    const mine = page.getByTestId('my-appointment');
    await mine.first().waitFor();
    expect((await mine.allInnerTexts()).join('\n')).toContain(title.slice(0, 6));
    await screenshot(page, 'my-appointments-phone');
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await screenshot(page, 'my-appointments-desktop');
    await context.close();
  });
});
