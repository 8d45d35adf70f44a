import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags';

const BASE = 'http://localhost:3999';
const START = Date.now();
async function code(phone: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    try {
      const lines = readFileSync('/tmp/demo/sms-outbox.jsonl', 'utf8').trim().split('\n').reverse();
      const line = lines.find((l) => l.includes(phone) && Date.parse(JSON.parse(l).sentAt) > START);
      if (line) return JSON.parse(line).code;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no code');
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await ctx.newPage();
await page.goto(`${BASE}/login?redirect=/personal`);
await page.getByLabel('手机号').fill('13800000002');
await page.getByRole('button', { name: '获取验证码' }).click();
await page.waitForTimeout(1000);
await page.getByLabel('验证码').fill(await code('13800000002'));
await page.getByRole('checkbox').first().check();
await page.getByRole('button', { name: '登录', exact: true }).click();
await page.waitForURL((u) => u.pathname === '/personal');
const panels = (process.env.PANELS ?? 'growth,exams,assessment,planning,advisers,materials,deadlines,baseinfo').split(',');
for (const width of [1440, 390]) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  for (const p of panels) {
    await page.goto(`${BASE}/personal?component=${p}`);
    await page.waitForTimeout(2500);
    if (p === 'exams') {
      await page.getByRole('button', { name: '查看总分趋势' }).first().click();
      await page.waitForTimeout(2000);
    }
    await page.screenshot({ path: `/tmp/shot-${p}-${width}.png`, fullPage: width === 1440 });
  }
}
await browser.close();
