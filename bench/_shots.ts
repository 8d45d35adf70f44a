import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { startAppServer } from './app-server.ts';
import { launchChromium } from './web.ts';
const server = await startAppServer();
const browser = await launchChromium();
const code = async (phone: string) => {
  const file = path.join(server.dataDir, 'sms-outbox.jsonl');
  for (let i = 0; i < 100; i++) {
    if (existsSync(file)) {
      const lines = readFileSync(file, 'utf8').trim().split('\n').reverse();
      for (const l of lines) { const m = JSON.parse(l); if (JSON.stringify(m).includes(phone)) { const c = /\b(\d{6})\b/.exec(JSON.stringify(m)); if (c) return c[1]; } }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no code');
};
try {
  for (const [name, vp] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1440, height: 900 }]] as const) {
    const context = await browser.newContext({ viewport: vp, locale: 'zh-CN', baseURL: server.url });
    await context.addInitScript(() => sessionStorage.setItem('service_selector_shown', '1'));
    const page = await context.newPage();
    await page.goto('/login');
    const phone = name === 'phone' ? '13800000004' : '13800000006';
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('验证码已发送').waitFor({ timeout: 10000 });
    await page.screenshot({ path: `/tmp/shot-toast-${name}.png` });
    await page.getByLabel('验证码').fill(await code(phone));
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('登录成功').waitFor({ timeout: 10000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shot-login-ok-${name}.png` });
    await context.close();
  }
} finally { await browser.close(); await server.stop(); }
