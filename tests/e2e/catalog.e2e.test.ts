import { describe, expect, it } from 'vitest';

import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot, useE2eEnvironment, waitForHydration } from './harness';

const env = useE2eEnvironment();

describe('the catalog on real data', () => {
  it('finds Massachusetts Institute of Technology with its QS rank when searching 麻省理工', async () => {
    const { context, page } = await env.page(undefined, { selectorShown: true });
    await page.goto('/schools');
    await page.getByTestId('university-card').first().waitFor();
    // the server's search box, submitted before the app runs, would reload /schools without the keyword
    await waitForHydration(page);
    await page.getByLabel('搜索院校').fill('麻省理工');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.waitForURL(/keyword=/);
    const card = page
      .getByTestId('university-card')
      .filter({ hasText: 'Massachusetts Institute of Technology' });
    await card.waitFor();
    expect(await card.textContent()).toContain('QS #1');
    expect(await card.textContent()).toContain('麻省理工学院');
    await screenshot(page, 'schools-desktop');
    await context.close();
  });

  it('lists the QS ranking 1 to 10 in order with its attribution, after login', async () => {
    const { context, page } = await env.page();
    await page.goto('/rank');
    await page.waitForURL(/\/login\?/);
    await env.smsLogin(page, '13800000005');
    await page.waitForURL((u) => u.pathname === '/rank');
    const list = page.getByTestId('rank-list');
    await list.getByTestId('university-card').nth(9).waitFor();
    const leads = await list
      .getByTestId('university-card')
      .evaluateAll((cards) => cards.slice(0, 10).map((c) => c.querySelector('p')?.textContent ?? ''));
    expect(leads.map((l) => Number(l.replace('=', '')))).toEqual(
      [...leads.map((l) => Number(l.replace('=', '')))].sort((a, b) => a - b),
    );
    expect(leads[0]).toBe('1');
    expect(await page.getByTestId('rank-attribution').textContent()).toBe(
      '来源：QS World University Rankings 2027',
    );
    await context.close();
  });

  it('sends an anonymous visitor of a school detail to login, keeping the id', async () => {
    const { context, page } = await env.page();
    await page.goto('/school/detail?id=abc');
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('name')).toBe('SchoolDetail');
    expect(url.searchParams.get('redirect')).toBe('/school/detail?id=abc');
    await context.close();
  });

  it('shows a school detail (overview, rankings, majors by QS subject) at phone and desktop width', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT);
    await page.goto('/login?redirect=%2Fschools%3Fkeyword%3DOxford');
    await env.smsLogin(page, '13800000002');
    await page.waitForURL((u) => u.pathname === '/schools');
    await page.getByTestId('university-card').filter({ hasText: 'University of Oxford' }).first().click();
    await page.waitForURL((u) => u.pathname === '/school/detail');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBeTruthy();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.getByTestId('overview-facts').waitFor();
    expect(await page.getByTestId('overview-facts').textContent()).toContain('英国');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: '排名' }).click();
    await page.getByTestId('qs-indicators').waitFor();
    await screenshot(page, 'school-detail-phone');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: '专业' }).click();
    await page.getByTestId('subject-group').first().waitFor();
    expect(await page.getByTestId('subject-group').first().textContent()).toContain('学科排名：');
    await screenshot(page, 'school-detail-majors-phone');
    expect(await overflow()).toBeLessThanOrEqual(0);

    // at desktop width: the majors of one QS subject under it (Harvard's 商业 majors)
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await page.goto('/schools?keyword=Harvard');
    await page.getByTestId('university-card').filter({ hasText: 'Harvard University' }).first().click();
    await page.waitForURL((u) => u.pathname === '/school/detail');
    await page.getByRole('tab', { name: '专业' }).click();
    const business = page.getByTestId('subject-group').filter({ hasText: '学科排名：商业 (Business)' });
    await business.waitFor();
    const text = (await business.textContent()) ?? '';
    expect(text).toContain('金融');
    expect(text).toContain('房地产');
    expect(text).toContain('个专业共用');
    await screenshot(page, 'school-detail-majors-desktop');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await context.close();
  });
});
