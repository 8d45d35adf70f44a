import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import {
  PHONE_VIEWPORT,
  screenshot,
  storedAiDrafts,
  useE2eEnvironment,
  waitForHydration,
  waitForServiceWorker,
} from './harness';

const env = useE2eEnvironment();

async function openDrawer(page: Page) {
  // the button is in the server's HTML before the app can open the drawer
  await waitForHydration(page);
  await page.getByTestId('open-ai-drawer').click();
  const drawer = page.getByTestId('ai-drawer');
  await drawer.waitFor();
  return drawer;
}

/** Fills the undergraduate form up to the language: 美国, 北京市, the first school, A-Level, GPA 3.8, IELTS. */
async function fillUndergraduate(form: Locator): Promise<string> {
  await form.getByRole('checkbox', { name: '美国', exact: true }).click();
  await form.getByLabel('所在省份').selectOption({ label: '北京市' });
  await form.getByLabel('所在城市', { exact: true }).selectOption({ label: '北京市' });
  const school = form.getByTestId('ai-school-select');
  await expect.poll(() => school.locator('option').count()).toBeGreaterThan(1);
  const schoolName = (await school.locator('option').nth(1).textContent())?.trim() ?? '';
  await school.selectOption({ index: 1 });
  await form.getByRole('radio', { name: 'A-Level', exact: true }).click();
  await form.getByLabel('GPA').fill('3.8');
  await form.getByRole('radio', { name: 'IELTS', exact: true }).click();
  return schoolName;
}

describe('AI school selection', () => {
  it('validates IELTS, keeps the draft across a reload, analyses, joins a school and lists it', async () => {
    const { context, page } = await env.page();
    await env.login(page, '13800000005');

    let drawer = await openDrawer(page);
    // it slides in from the right: poll until it has settled against the right edge
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return [Math.round(box?.width ?? 0), Math.round((box?.x ?? 0) + (box?.width ?? 0))];
      })
      .toEqual([600, 1440]);
    // the z-index that places it among the page's layers: its outermost stacking ancestor's
    const zIndex = await drawer.evaluate((el) => {
      let outer = 'auto';
      for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
        const z = getComputedStyle(node).zIndex;
        if (z !== 'auto') outer = z;
      }
      return outer;
    });
    expect(zIndex).toBe('3100');
    // the stored apply mode is 01: the undergraduate form first
    const form = drawer.getByTestId('ai-form-01');
    await form.waitFor();
    await drawer.getByTestId('ai-tip').waitFor();

    const schoolName = await fillUndergraduate(form);
    const ielts = form.getByLabel('IELTS成绩');
    await ielts.fill('9.5');
    await ielts.blur();
    await form.getByText('请输入正确的IELTS分数成绩').waitFor();
    await screenshot(page, 'ai-form-error-desktop');
    await ielts.fill('7.0');
    await ielts.blur();
    await form.getByText('请输入正确的IELTS分数成绩').waitFor({ state: 'hidden' });

    // the draft is in IndexedDB: a reload and a new drawer bring every value back
    await expect.poll(() => storedAiDrafts(page)).toContain('"7.0"');
    await page.reload();
    drawer = await openDrawer(page);
    const restored = drawer.getByTestId('ai-form-01');
    await expect.poll(() => restored.getByLabel('GPA').inputValue()).toBe('3.8');
    expect(await restored.getByLabel('IELTS成绩').inputValue()).toBe('7.0');
    expect(
      await restored.getByRole('checkbox', { name: '美国', exact: true }).getAttribute('aria-checked'),
    ).toBe('true');
    // the school list is reference data: its answer may render a moment after the restored values
    await expect
      .poll(() => restored.getByTestId('ai-school-select').locator('option:checked').textContent())
      .toBe(schoolName);

    const started = Date.now();
    await drawer.getByTestId('ai-start').click();
    await drawer.getByTestId('ai-analysing').waitFor();
    expect(await drawer.getByText('AI分析中...').count()).toBe(1);
    // the tabs show only in status 0
    expect(await drawer.getByTestId('ai-tabs').count()).toBe(0);
    const header = drawer.getByTestId('ai-result-header');
    await header.waitFor({ timeout: 20_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    const count = Number(/和您的情况相匹配的学校有 (\d+) 所/.exec((await header.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    const items = drawer.getByTestId('ai-result-item');
    expect(await items.count()).toBe(count);
    const states = await items
      .getByTestId('matching-state')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
    expect(states.every((s) => s === '01' || s === '02' || s === '03')).toBe(true);
    await screenshot(page, 'ai-results-desktop');

    const first = items.first();
    const joinButton = first.getByRole('button', { name: /^加入我的大学List/ });
    const label = (await joinButton.getAttribute('aria-label')) ?? (await joinButton.textContent()) ?? '';
    const nameCn = label.replace(/^加入我的大学List：?/, '').trim();
    await joinButton.click();
    await page.getByTestId('toast').filter({ hasText: `已加入我的大学List` }).first().waitFor();

    await drawer.getByRole('link', { name: '我的大学List' }).click();
    await page.waitForURL(
      (u) => u.pathname === '/personal' && u.searchParams.get('component') === 'universities',
    );
    await drawer.waitFor({ state: 'hidden' });
    const chosen = page.getByTestId('chosen-university');
    await chosen.first().waitFor();
    if (nameCn) await chosen.filter({ hasText: nameCn }).first().waitFor();
    await chosen.first().getByTestId('matching-state').waitFor();
    await screenshot(page, 'ai-my-list-desktop');
    await page.setViewportSize(PHONE_VIEWPORT);
    await chosen
      .first()
      .getByRole('button', { name: /^从我的大学List移除/ })
      .waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'ai-my-list-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    // the answers analysed stay: after a reload the drawer opens on them, ready to change one and test again
    await page.reload();
    drawer = await openDrawer(page);
    await drawer.getByTestId('ai-form-01').waitFor();
    const gpa = drawer.getByTestId('ai-form-01').getByLabel('GPA');
    await expect.poll(async () => ((await gpa.count()) === 0 ? '' : await gpa.inputValue())).toBe('3.8');

    // the same student again: the school already in 我的大学List reads 已加入
    const again = drawer.getByTestId('ai-form-01');
    await again.getByLabel('IELTS成绩').fill('7.0');
    await drawer.getByTestId('ai-start').click();
    await drawer.getByTestId('ai-result-header').waitFor({ timeout: 20_000 });
    const joined = drawer.getByRole('button', { name: `${nameCn}已加入我的大学List` });
    await joined.waitFor();
    expect(await joined.isDisabled()).toBe(true);
    await joined.scrollIntoViewIfNeeded();
    await screenshot(page, 'ai-joined-desktop');
    await page.setViewportSize(PHONE_VIEWPORT);
    await joined.scrollIntoViewIfNeeded();
    await screenshot(page, 'ai-joined-phone');
    await context.close();
  });

  it('fills the whole width on a phone and shows the master form first for apply mode 02', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT);
    // apply mode 02 stored, and the one-time service selector of an anonymous visitor already seen
    await context.addInitScript(() => {
      localStorage.setItem('std_mode', '02');
      localStorage.setItem('service_selector_seen', '1');
    });
    await page.goto('/');
    const drawer = await openDrawer(page);
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return [Math.round(box?.x ?? -1), Math.round(box?.width ?? 0)];
      })
      .toEqual([0, 390]);
    await drawer.getByTestId('ai-form-02').waitFor();
    await drawer.getByTestId('ai-start').click();
    await drawer.getByText('请选择目前状态').waitFor();
    await screenshot(page, 'ai-form-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // the majors lie open in the scrolling drawer: no scroll box of their own to trap the thumb
    const majors = drawer.getByTestId('ai-major-list');
    await majors.waitFor();
    expect(await majors.evaluate((list) => list.scrollHeight - list.clientHeight)).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('keeps a guest draft offline: the drawer opens from the cache with every value', async () => {
    const { context, page } = await env.page(undefined, { serviceWorkers: 'allow', selectorShown: true });
    await page.goto('/');
    await waitForServiceWorker(page);

    let drawer = await openDrawer(page);
    const form = drawer.getByTestId('ai-form-01');
    await form.getByRole('checkbox', { name: '英国', exact: true }).click();
    await form.getByRole('radio', { name: 'IB', exact: true }).click();
    await form.getByLabel('GPA').fill('3.65');
    await form.getByRole('radio', { name: 'TOEFL', exact: true }).click();
    await form.getByLabel('TOEFL成绩').fill('104');
    await expect.poll(() => storedAiDrafts(page)).toContain('"104"');

    await context.setOffline(true);
    await page.reload();
    drawer = await openDrawer(page);
    const restored = drawer.getByTestId('ai-form-01');
    await expect.poll(() => restored.getByLabel('GPA').inputValue()).toBe('3.65');
    expect(await restored.getByLabel('TOEFL成绩').inputValue()).toBe('104');
    expect(await restored.getByRole('radio', { name: 'IB', exact: true }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(
      await restored.getByRole('checkbox', { name: '英国', exact: true }).getAttribute('aria-checked'),
    ).toBe('true');
    await screenshot(page, 'ai-draft-offline');
    await context.setOffline(false);
    await context.close();
  });
});
