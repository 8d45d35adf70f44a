import { describe, expect, it } from 'vitest';

import { PRIVACY_TEXT } from '../../src/contract/ui-text';
import { MESSAGES } from '../../src/contract/validation';

import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot, useE2eEnvironment, waitForHydration } from './harness';

const env = useE2eEnvironment();

describe('signing in and out in the browser', () => {
  it('sends an anonymous visitor of a protected page to login with redirect and name', async () => {
    const { context, page } = await env.page();
    await page.goto('/qa');
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/qa');
    expect(url.searchParams.get('name')).toBe('StudyQa');
    await expect.poll(() => page.title()).toContain('登录');
    await screenshot(page, 'login-desktop');
    await context.close();
  });

  it('tells a guest on a phone why 院校排名 asks for a login, and lands on /rank after it', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT, { selectorShown: true });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: '院校排名' }).first().click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByTestId('login-reason').getByText('请登录后查看院校排名').waitFor();
    await screenshot(page, 'login-reason-390');
    await env.smsLogin(page, '13912340038');
    await page.waitForURL((u) => u.pathname === '/rank', { timeout: 20_000 });
    await context.close();
  });

  it('logs a new number in by sms and lands on the redirect target', async () => {
    const { context, page } = await env.page();
    await page.goto('/login?redirect=%2Fqa&name=StudyQa');
    await env.smsLogin(page, '13912345678');
    await page.waitForURL((u) => u.pathname === '/qa');
    // a first login also opens the forced profile dialog over the page
    await page.getByTestId('profile-dialog').waitFor();
    expect(await page.locator('main h1').textContent()).toBe('留学问答');
    await expect.poll(() => page.title()).toContain('留学问答');
    await context.close();
  });

  it('shows a non-member the dropdown without 任务 at 144 px, and logs out to /', async () => {
    const { context, page } = await env.page();
    await page.goto('/login');
    await env.smsLogin(page, '13800000005');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByTestId('user-menu').click();
    const dropdown = page.getByTestId('user-dropdown');
    await dropdown.waitFor();
    expect(await dropdown.getByRole('menuitem', { name: '消息' }).count()).toBe(1);
    expect(await dropdown.getByRole('menuitem', { name: '个人空间' }).count()).toBe(1);
    expect(await dropdown.getByRole('menuitem', { name: '任务' }).count()).toBe(0);
    await expect.poll(async () => Math.round((await dropdown.boundingBox())?.height ?? 0)).toBe(144);
    await screenshot(page, 'dropdown-desktop');

    await dropdown.getByRole('menuitem', { name: '退出' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: '登录' }).count()).toBeGreaterThan(0);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('std_') && k !== 'std_mode'),
      ),
    ).toEqual([]);
    await page.goto('/qa');
    await page.waitForURL(/\/login\?/);
    await context.close();
  });

  it('shows 任务 to a service member and a 179 px dropdown', async () => {
    const { context, page } = await env.page();
    await page.goto('/login');
    await env.smsLogin(page, '13800000002');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByTestId('user-menu').click();
    const dropdown = page.getByTestId('user-dropdown');
    await dropdown.waitFor();
    expect(await dropdown.getByRole('menuitem', { name: '任务' }).count()).toBe(1);
    await expect.poll(async () => Math.round((await dropdown.boundingBox())?.height ?? 0)).toBe(179);
    await context.close();
  });

  it('keeps the session across a reload and stores the user info encrypted', async () => {
    const { context, page } = await env.page();
    await page.goto('/login');
    await env.smsLogin(page, '13800000001');
    await page.waitForURL((u) => u.pathname === '/');
    const stored = await page.evaluate(() => localStorage.getItem('std_user_info') ?? '');
    expect(stored).not.toBe('');
    expect(stored).not.toContain('13800000001');
    expect(stored).not.toContain('张同学');
    await page.reload();
    await page.getByTestId('user-menu').waitFor();
    await context.close();
  });

  it('ends a session whose token was revoked elsewhere at the next page load with 登录过期', async () => {
    const { context, page } = await env.page();
    await page.goto('/login');
    await env.smsLogin(page, '13712345678');
    await page.waitForURL((u) => u.pathname === '/');
    const token = await page.evaluate(() => localStorage.getItem('std_token') ?? '');
    // the tab is closed; meanwhile another device logs this token out and the server revokes it
    await page.close();
    const res = await fetch(`${env.server().url}/student/api/auth/logout`, {
      method: 'POST',
      headers: { 'Lt-Authorization': `carrier.${token}`, 'ai-platform': 'pc' },
    });
    expect(res.status).toBe(200);
    // the next page load still holds the token: the first request with it ends the session
    const next = await context.newPage();
    await next.goto('/schools');
    await next.waitForURL((u) => u.pathname === '/login');
    const toast = next.getByTestId('toast').filter({ hasText: '登录过期' });
    await toast.waitFor();
    expect(await toast.getAttribute('data-type')).toBe('error');
    expect(await next.evaluate(() => localStorage.getItem('std_token'))).toBeNull();
    await context.close();
  });

  it('asks for the privacy consent before a login request and opens the policy in a new tab', async () => {
    const { context, page } = await env.page();
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/login')) logins.push(request.url());
    });
    await page.goto('/login');
    // the server's form, sent before the app runs, would be the browser's own GET of /login?phone=&code=
    await waitForHydration(page);
    await page.getByLabel('手机号').fill('13800000005');
    await page.getByLabel('验证码').fill('123456');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText(MESSAGES.privacyConsent).waitFor();
    expect(logins).toEqual([]);
    expect(await page.getByRole('checkbox', { name: PRIVACY_TEXT.consentLabel }).isChecked()).toBe(false);

    const [policy] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: PRIVACY_TEXT.policyLink }).click(),
    ]);
    await policy.waitForURL((u) => u.pathname === '/privacy');
    // the service selector a first visit shows may cover the page: look for the section itself
    expect(await policy.locator('#rights-title').textContent({ timeout: 15_000 })).toBe('八、您的权利');
    expect(await page.getByLabel('手机号').inputValue()).toBe('13800000005');
    await context.close();
  });

  it('redirects an unknown path to /404', async () => {
    const { context, page } = await env.page();
    const response = await page.goto('/no/such/page');
    // the server sends the unknown path to /404 (SPEC section 2), whose page it renders
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(302);
    expect(await redirect?.headerValue('location')).toBe('/404');
    await page.waitForURL((u) => u.pathname === '/404');
    await page.getByTestId('error-404').waitFor();
    await context.close();
  });

  it('lays the home page and login out at phone width', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT);
    await page.goto('/');
    await page.getByTestId('service-selector').waitFor();
    await screenshot(page, 'selector-phone');
    await page.getByRole('button', { name: '返回主页' }).click();
    await page.getByTestId('service-selector').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '打开导航菜单' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-phone');
    await page.goto('/login');
    await page.getByLabel('手机号').waitFor();
    await screenshot(page, 'login-phone');
    await context.close();
    const desktop = await env.page(DESKTOP_VIEWPORT, { selectorShown: true });
    await desktop.page.goto('/');
    await desktop.page.getByTestId('site-footer').waitFor();
    await screenshot(desktop.page, 'home-desktop');
    await desktop.context.close();
  });
});
