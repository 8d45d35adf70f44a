/**
 * A student finds the school they mean by the name they type, is never offered a graduate-only school for a
 * bachelor's, and a visitor's analysis survives the login that 加入我的大学List asks for.
 */
import { readFileSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { PHONE_VIEWPORT, screenshot, useE2eEnvironment, waitForHydration } from './harness';

const env = useE2eEnvironment();

/** The graduate-only institutions of the catalog data (English name, country). */
function graduateOnly(country: string): Set<string> {
  const rows = readFileSync('scripts/catalog-data/graduate-only.csv', 'utf8').trim().split('\n').slice(1);
  const names = new Set<string>();
  for (const row of rows) {
    const [nameEn, code] = [...row.matchAll(/"((?:[^"]|"")*)"/g)].map((m) =>
      (m[1] ?? '').replace(/""/g, '"'),
    );
    if (nameEn && code === country) names.add(nameEn);
  }
  return names;
}

async function guestPage(viewport?: { width: number; height: number }) {
  const { context, page } = await env.page(viewport, { selectorShown: true });
  return { context, page };
}

/** Runs an undergraduate analysis for the UK in economics as a visitor and waits for the results. */
async function analyseUkEconomics(page: Page) {
  // the button is in the server's HTML before the app can open the drawer
  await waitForHydration(page);
  await page.getByTestId('open-ai-drawer').click();
  const drawer = page.getByTestId('ai-drawer');
  const form = drawer.getByTestId('ai-form-01');
  await form.waitFor();
  await form.getByRole('checkbox', { name: '英国', exact: true }).click();
  await form.getByRole('checkbox', { name: '经济', exact: true }).click();
  await form.getByLabel('所在省份').selectOption({ label: '北京市' });
  await form.getByLabel('所在城市', { exact: true }).selectOption({ label: '北京市' });
  const school = form.getByTestId('ai-school-select');
  await expect.poll(() => school.locator('option').count()).toBeGreaterThan(1);
  await school.selectOption({ index: 1 });
  await form.getByRole('radio', { name: 'A-Level', exact: true }).click();
  await form.getByLabel('GPA').fill('3.6');
  await form.getByRole('radio', { name: 'IELTS', exact: true }).click();
  await form.getByLabel('IELTS成绩').fill('7.0');
  await drawer.getByTestId('ai-start').click();
  await drawer.getByTestId('ai-result-header').waitFor({ timeout: 20_000 });
  return drawer;
}

describe('a catalog and an AI selection a student can trust', () => {
  it.each([
    ['帝国理工', 'Imperial College London'],
    ['UCLA', 'University of California, Los Angeles'],
    ['NYU', 'New York University'],
  ])('search %s on /schools finds %s first', async (keyword, nameEn) => {
    const { context, page } = await guestPage(PHONE_VIEWPORT);
    await page.goto('/schools');
    // the server's search box, submitted before the app runs, would reload /schools without the keyword
    await waitForHydration(page);
    await page.getByLabel('搜索院校').fill(keyword);
    await page.getByLabel('搜索院校').press('Enter');
    await page.waitForURL((u) => u.searchParams.get('keyword') === keyword);
    const first = page.getByTestId('university-card').first();
    await expect.poll(async () => first.innerText(), { timeout: 15_000 }).toContain(nameEn);
    await screenshot(page, `catalog-search-${keyword === '帝国理工' ? 'imperial' : keyword.toLowerCase()}`);
    await context.close();
  });

  it('an undergraduate UK economics analysis holds no graduate-only school, in 冲刺/匹配/保底 sections', async () => {
    const { context, page } = await guestPage();
    await page.goto('/');
    const drawer = await analyseUkEconomics(page);
    const sections = drawer.getByTestId('ai-section');
    expect(await sections.count()).toBe(3);
    const names = await drawer
      .getByTestId('ai-result-item')
      .evaluateAll((items) => items.map((item) => item.textContent ?? ''));
    expect(names.length).toBeGreaterThan(0);
    const excluded = graduateOnly('GB');
    expect(excluded.has('London Business School')).toBe(true);
    for (const text of names) for (const nameEn of excluded) expect(text).not.toContain(nameEn);
    await screenshot(page, 'ai-uk-economics-sections');
    await context.close();
  });

  it('a visitor’s results survive the login that 加入我的大学List asks for', async () => {
    const { context, page } = await guestPage();
    await page.goto('/');
    const drawer = await analyseUkEconomics(page);
    const item = drawer.getByTestId('ai-result-item').first();
    const join = item.getByRole('button', { name: /^加入我的大学List/ });
    const label = (await join.getAttribute('aria-label')) ?? '';
    const nameCn = label.replace(/^加入我的大学List：?/, '').trim();
    expect(nameCn.length).toBeGreaterThan(1);
    await join.click();
    await page.waitForURL((u) => u.pathname === '/login');
    await env.smsLogin(page, '13800000005');
    await page.waitForURL((u) => u.pathname !== '/login');
    // the drawer reopens on the same results and the school is joined
    await page.getByTestId('ai-result-header').waitFor({ timeout: 20_000 });
    await page
      .getByRole('button', { name: `${nameCn}已加入我的大学List` })
      .waitFor({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        await screenshot(page, 'ai-guest-results-after-login-failure');
        throw error;
      });
    await screenshot(page, 'ai-guest-results-after-login');
    await context.close();
  });
});
