import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { PHONE_VIEWPORT, screenshot, useE2eEnvironment, waitForHydration } from './harness';

const env = useE2eEnvironment();

async function currentServiceType(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('std_token') ?? '';
    const res = await fetch('/student/api/user/current', {
      headers: { 'Lt-Authorization': `carrier.${token}` },
    });
    const body = (await res.json()) as { data: { serviceType: string | null } };
    return body.data.serviceType;
  });
}

/** The profile dialog's school picker: province, city, then a school of the city from the list (or none). */
async function pickSchool(dialog: Locator, province: string, city: string, school?: string) {
  await dialog.getByLabel('所在省份').selectOption({ label: province });
  await dialog.getByLabel('所在城市', { exact: true }).selectOption({ label: city });
  if (school === undefined) return;
  const select = dialog.getByTestId('profile-school-select');
  await expect.poll(() => select.locator('option').allTextContents()).toContain(school);
  await select.selectOption({ label: school });
}

describe('onboarding a new student', () => {
  it('forces the profile dialog, validates it, saves it, then offers the service selector; DIY sticks', async () => {
    const { context, page } = await env.page();
    await env.login(page, '13611112222');
    const dialog = page.getByTestId('profile-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('手机号').inputValue()).toBe('13611112222');

    // Esc and a click outside do not close it
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: /关闭|close/i }).count()).toBe(0);

    // saving it empty names what is missing
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请输入中文名称').waitFor();
    await dialog.getByText('请选择求学意向').waitFor();
    // the city select's placeholder has the same words: the error is the field's error text
    await dialog.locator('[data-part="error-text"]').filter({ hasText: '请选择城市' }).waitFor();
    await screenshot(page, 'profile-errors-desktop');

    await dialog.getByLabel('中文名').fill('  陈同学  ');
    await dialog.getByText('本科', { exact: true }).click();
    // the school list opens once a location is chosen
    expect(await dialog.getByTestId('profile-school-select').isDisabled()).toBe(true);
    await pickSchool(dialog, '上海市', '上海市', '上海市上海中学');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('toast').filter({ hasText: '修改成功' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // no service type yet: the selector opens
    const selector = page.getByTestId('service-selector');
    await selector.waitFor();
    await screenshot(page, 'selector-desktop');
    await selector.getByRole('button', { name: '返回主页' }).click();
    await selector.waitFor({ state: 'hidden' });
    await expect.poll(() => currentServiceType(page)).toBe('DIY');

    // the saved profile is the trimmed one, with the real school
    const profile = await page.evaluate(async () => {
      const token = localStorage.getItem('std_token') ?? '';
      const res = await fetch('/student/api/student/findByUserId', {
        headers: { 'Lt-Authorization': `carrier.${token}` },
      });
      return ((await res.json()) as { data: { nameCn: string; schoolName: string; schoolCityCode: string } })
        .data;
    });
    expect(profile).toMatchObject({
      nameCn: '陈同学',
      schoolName: '上海市上海中学',
      schoolCityCode: '310100',
    });

    // reload: neither dialog nor selector comes back
    await page.reload();
    await page.getByTestId('user-menu').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('service-selector').isVisible()).toBe(false);
    expect(await page.getByTestId('profile-dialog').count()).toBe(0);
    await context.close();
  });

  it('✕ puts the selector off for a day on this device, with no DIY 提示 meanwhile; then 资深顾问 goes to the organizations', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT);
    await page.goto('/login');
    await env.smsLogin(page, '13800000001');
    const selector = page.getByTestId('service-selector');
    await selector.waitFor();
    await selector.getByRole('button', { name: '关闭' }).first().click();
    await selector.waitFor({ state: 'hidden' });
    // a reload and the tasks: no selector, and no 提示 about a DIY mode this student never chose
    await page.reload();
    await waitForHydration(page);
    await page.goto('/personal?component=mytask');
    await page.getByTestId('member-only').waitFor();
    await page.waitForTimeout(1_500);
    expect(await selector.isVisible()).toBe(false);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await screenshot(page, 'selector-later-tasks-390');
    // the personal space on a phone: the open panel's name unfolds the grouped menu, which folds once used
    const menu = page.getByTestId('personal-phone-menu');
    await menu.getByText('全部功能').click();
    for (const group of ['我的账户', '申请之旅', '成长与规划'])
      await menu.getByRole('group', { name: group }).waitFor();
    await screenshot(page, 'personal-menu-390');
    const orders = menu.getByRole('link', { name: '我的订单' });
    expect((await orders.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await orders.click();
    await page.waitForURL((u) => u.searchParams.get('component') === 'orders');
    await expect.poll(() => menu.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    // a day later it comes again
    await page.evaluate(() => localStorage.setItem('service_selector_later', String(Date.now() - 1)));
    await page.goto('/');
    await selector.waitFor();
    await selector.getByRole('button', { name: '选择资深顾问' }).click();
    await page.waitForURL((u) => u.pathname === '/organizations');
    await expect.poll(() => currentServiceType(page)).toBe('ADVISOR');
    const selected = await page.evaluate(() => sessionStorage.getItem('selected_adviser'));
    expect(JSON.parse(selected ?? '{}')).toMatchObject({ serviceType: 'ADVISOR', index: 0 });
    await context.close();
  });

  it('keeps every typed value and shows 修改失败 with the server message when saving fails', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT);
    await page.goto('/login');
    await env.smsLogin(page, '13800000004');
    const dialog = page.getByTestId('profile-dialog');
    await dialog.waitFor();
    await dialog.getByLabel('中文名').fill('周同学');
    await dialog.getByText('硕士', { exact: true }).click();
    await pickSchool(dialog, '浙江省', '杭州市');
    await dialog.getByRole('button', { name: '找不到我的学校？' }).click();
    await dialog.getByPlaceholder('请输入您现在就读学校的名称').fill('杭州某某学院');
    await dialog.getByLabel('昵称').fill('小周');
    await screenshot(page, 'profile-phone');
    await page.route('**/student/api/personalSpace/baseInfo/updatePersonalInfo', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 410, message: '请选择城市', data: null }),
      }),
    );
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('toast').filter({ hasText: '修改失败:请选择城市' }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('中文名').inputValue()).toBe('周同学');
    expect(await dialog.getByPlaceholder('请输入您现在就读学校的名称').inputValue()).toBe('杭州某某学院');
    expect(await dialog.getByLabel('昵称').inputValue()).toBe('小周');
    await context.close();
  });

  it('shows the base info in the personal space and a DIY student the 提示 on tasks', async () => {
    const { context, page } = await env.page();
    await env.login(page, '13800000005');
    await page.goto('/personal?component=baseinfo');
    const info = page.getByTestId('base-info');
    await info.getByText('赵同学').waitFor();
    await info.getByText('浙江省 / 杭州市').waitFor();
    expect(await page.getByTestId('site-footer').count()).toBe(0);
    await screenshot(page, 'baseinfo-desktop');
    await info.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByTestId('profile-dialog');
    await expect.poll(() => dialog.getByLabel('中文名').inputValue()).toBe('赵同学');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto('/personal?component=mytask');
    const tip = page.getByRole('alertdialog');
    await tip.getByText('提示', { exact: true }).waitFor();
    await tip.getByText(/DIY申请模式/).waitFor();
    await tip.getByRole('button', { name: '确定' }).click();
    await tip.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('lets a visitor read the page a shared link opened, offers the selector on the next page, once per device', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT);
    const selector = page.getByTestId('service-selector');
    await page.goto('/schools');
    await waitForHydration(page);
    await page.waitForTimeout(2_000);
    expect(await selector.isVisible()).toBe(false);
    // the next page of the visit
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL((u) => u.pathname === '/');
    await selector.waitFor({ timeout: 15_000 });
    await selector.getByRole('button', { name: '关闭' }).first().click();
    await selector.waitFor({ state: 'hidden' });
    // another tab of the same browser: not again
    const tab = await context.newPage();
    await tab.goto('/');
    await waitForHydration(tab);
    await tab.waitForTimeout(1_500);
    expect(await tab.getByTestId('service-selector').isVisible()).toBe(false);
    await context.close();
  });
});
