import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api';
import { CHAT_TEXT } from '../../src/contract/chat';
import { MOBILE_PAY_LABELS, ORDER_TEXT, SANDBOX_CASHIER_PATH } from '../../src/contract/order';
import { routeMeta } from '../../src/contract/routes';

import {
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  useE2eEnvironment,
  loginAt,
  apiAs,
  closeSelector,
  screenshotsIn,
  waitForHydration,
} from './harness';

const env = useE2eEnvironment();
/** Screenshots of this test go to a temporary folder, to be looked at. */
const { folder: SHOTS, shot } = screenshotsIn('orders');

const login = (page: Page, phone: string, redirect: string) => loginAt(env.server(), page, phone, redirect);
const api = <T>(page: Page, method: string, url: string, body?: unknown) =>
  apiAs<T>(env.server(), page, method, url, body);

/** Ticks the agreement in the open order dialog and returns the QR's string (the cashier URL). */
async function qrOf(page: Page): Promise<string> {
  const dialog = page.getByTestId('order-dialog');
  const answered = page.waitForResponse((r) => r.url().includes(API.order.payQr));
  await dialog.getByText(ORDER_TEXT.AGREEMENT_CHECK).click();
  const body = (await (await answered).json()) as { code: number; data: { qrString: string } };
  expect(body.code).toBe(200);
  await dialog.getByTestId('order-qr').locator('svg').waitFor();
  return body.data.qrString;
}

/** A second device "scans" the QR: opens the sandbox cashier page and confirms. */
async function payAt(qrString: string, name: string): Promise<void> {
  const phone = await env.page(PHONE_VIEWPORT);
  try {
    await phone.page.goto(qrString);
    await phone.page.getByText('沙箱收银台', { exact: false }).first().waitFor();
    await shot(phone.page, `${name}-cashier`);
    await phone.page.getByRole('button', { name: '确认支付' }).click();
    await phone.page
      .getByText(/支付成功|已确认支付/)
      .first()
      .waitFor({ timeout: 15_000 });
  } finally {
    await phone.context.close();
  }
}

/**
 * On a phone: ticks the agreement in the open order dialog (no QR: it would need a second device), taps the
 * channel's button, confirms at the gateway's mobile cashier in the same tab and comes back to the order's
 * 支付结果 page, which says 支付成功 once the server has the notify.
 */
async function payOnThisPhone(page: Page, name: string, label: string): Promise<void> {
  const dialog = page.getByTestId('order-dialog');
  await dialog.getByText(ORDER_TEXT.AGREEMENT_CHECK).click();
  const button = dialog.getByRole('button', { name: label });
  await button.waitFor();
  expect(await dialog.getByTestId('order-qr').count()).toBe(0);
  await shot(page, `${name}-order-390`);
  await button.click();
  await page.waitForURL((u) => u.pathname.startsWith(SANDBOX_CASHIER_PATH), { timeout: 15_000 });
  await shot(page, `${name}-mobile-cashier-390`);
  await page.getByRole('button', { name: '确认支付' }).click();
  // the cashier waits for the notify, says 支付成功, then returns to the app
  await page.getByText('支付成功').first().waitFor({ timeout: 20_000 });
  await page.waitForURL((u) => u.pathname === routeMeta('PayResult').path, { timeout: 15_000 });
  await page.getByTestId('pay-result-success').waitFor({ timeout: 20_000 });
  await shot(page, `${name}-pay-result-390`);
}

describe('orders and payment', () => {
  it('a counselor sends an order in chat; the student pays it by QR on a second device; 支付成功, 订单已支付', async () => {
    const student = await env.page(DESKTOP_VIEWPORT);
    const counselor = await env.page(DESKTOP_VIEWPORT);
    try {
      // the student writes to a demo counselor first (staff only answer conversations students opened)
      await login(student.page, '13800000001', '/');
      await closeSelector(student.page);
      const advisers = await api<{ list: { id: string; nameCn: string }[] }>(
        student.page,
        'GET',
        `${API.org.advisers}?pageIndex=1&pageSize=50`,
      );
      const liu = advisers.list.find((a) => a.nameCn.includes('刘顾问'));
      expect(liu).toBeDefined();
      const me = await api<{ id: string }>(student.page, 'GET', API.user.current);
      await api(student.page, 'POST', API.chat.send, {
        fromUserId: me.id,
        toUserId: liu?.id,
        message: '刘老师好，想了解一下英国硕士申请的全程服务',
        msgType: 'text',
        clientMsgId: randomUUID(),
      });

      // the counselor creates the order in the console
      await login(counselor.page, '13900000004', '/console');
      await counselor.page
        .getByTestId('console-conversation')
        .filter({ hasText: /小张|张同学/ })
        .first()
        .click();
      await counselor.page.getByRole('button', { name: ORDER_TEXT.CREATE_ORDER }).click();
      const form = counselor.page.getByTestId('create-order-dialog');
      await form.getByLabel('服务内容').fill('英国硕士申请全程服务：选校、文书三篇、网申与面试辅导（演示）');
      await form.getByLabel('费用（元）').fill('19800');
      // a picture of the service plan goes with it
      const plan = await sharp({
        create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 120, b: 200 } },
      })
        .png()
        .toBuffer();
      await form
        .getByTestId('create-order-attachment')
        .setInputFiles({ name: 'service-plan.png', mimeType: 'image/png', buffer: plan });
      await form.getByRole('button', { name: '发送订单' }).click();
      await form.waitFor({ state: 'detached' });
      await shot(counselor.page, 'console-order-1440');

      // the student opens it from the chat and pays on a second device
      await student.page.goto('/message');
      await closeSelector(student.page);
      await student.page.getByTestId('conversation').filter({ hasText: '刘顾问' }).first().click();
      const bubble = student.page.getByTestId('chat-order').last();
      await expect.poll(() => bubble.textContent(), { timeout: 15_000 }).toContain(CHAT_TEXT.ORDER_UNPAID);
      await expect.poll(() => bubble.textContent()).toContain('19,800.00');
      await bubble.click();
      const dialog = student.page.getByTestId('order-dialog');
      await expect.poll(() => dialog.getByTestId('order-fee').textContent()).toContain('19,800.00');
      // the attached picture (a private file of the conversation) shows to the student
      await expect
        .poll(
          () =>
            dialog
              .locator('img[alt="服务内容附件"]')
              .evaluate((img) => (img as HTMLImageElement).naturalWidth),
          {
            timeout: 15_000,
          },
        )
        .toBe(400);
      // no QR before the agreement
      expect(await dialog.getByTestId('order-qr').count()).toBe(0);
      const qr = await qrOf(student.page);
      await shot(student.page, 'order-dialog-1440');
      await payAt(qr, 'service');
      await dialog.getByTestId('order-pay-success').waitFor({ timeout: 20_000 });
      await shot(student.page, 'order-paid-1440');
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });
      await expect.poll(() => bubble.textContent(), { timeout: 10_000 }).toContain(CHAT_TEXT.ORDER_PAID);
      console.info(`orders e2e screenshots: ${SHOTS}`);
    } finally {
      await student.context.close();
      await counselor.context.close();
    }
  }, 240_000);

  it('a DIY student follows the Tip to 会员服务, buys a plan on a phone and gets the task menu', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT);
    try {
      await login(page, '13800000005', '/');
      await page.goto('/personal?component=mytask');
      const tip = page.getByRole('alertdialog');
      await tip.getByText(/DIY申请模式/).waitFor();
      await tip.getByRole('button', { name: '确定' }).click();
      await page.waitForURL((u) => u.searchParams.get('component') === 'membership');
      const plans = page.getByTestId('membership-plan');
      await expect.poll(() => plans.count(), { timeout: 15_000 }).toBe(3);
      await shot(page, 'membership-390');
      const created = page.waitForResponse((r) => r.url().includes(API.order.membershipOrder));
      await plans.first().getByRole('button', { name: '立即开通' }).click();
      const orderId = ((await (await created).json()) as { data: { id: string } }).data.id;
      const dialog = page.getByTestId('order-dialog');
      await expect
        .poll(() => dialog.getByTestId('order-fee').textContent(), { timeout: 15_000 })
        .toContain('1,999.00');
      // the way back alone proves nothing: before any payment the order's 支付结果 page waits
      const early = await context.newPage();
      await early.goto(`${routeMeta('PayResult').path}?id=${orderId}`);
      await early.getByTestId('pay-result-waiting').waitFor({ timeout: 15_000 });
      expect(await early.getByTestId('pay-result-success').count()).toBe(0);
      await shot(early, 'pay-result-waiting-390');
      await early.close();
      await payOnThisPhone(page, 'membership', MOBILE_PAY_LABELS.Ali);
      // the paid plan made them a member: the header dropdown has 任务
      await expect
        .poll(
          async () => {
            await page.getByTestId('user-menu').click();
            const has = await page.getByTestId('user-dropdown').getByText('任务', { exact: true }).count();
            await page.keyboard.press('Escape');
            return has;
          },
          { timeout: 15_000 },
        )
        .toBe(1);
      await page.setViewportSize(DESKTOP_VIEWPORT);
      await page.goto('/personal?component=orders');
      await page
        .getByText('已支付', { exact: false })
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      await shot(page, 'my-orders-1440');
    } finally {
      await context.close();
    }
  }, 180_000);

  it("inside WeChat's browser a phone is told Alipay cannot open there and pays with 去微信支付", async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT, { selectorShown: true });
    try {
      await page.addInitScript(() => {
        const agent = `${navigator.userAgent} MicroMessenger/8.0.50.2701(0x28003237) NetType/4G Language/zh_CN`;
        Object.defineProperty(navigator, 'userAgent', { get: () => agent });
      });
      await login(page, '13800000002', '/');
      const order = await api<{ id: string }>(page, 'POST', API.order.membershipOrder, {
        planCode: 'ONLINE_QUARTER',
      });
      await page.goto('/personal?component=orders');
      await waitForHydration(page);
      await page.getByRole('button', { name: '去支付' }).first().click();
      const dialog = page.getByTestId('order-dialog');
      await shot(page, 'wechat-dialog-opened-390');
      await dialog.getByText(ORDER_TEXT.AGREEMENT_CHECK).click();
      const note = dialog.getByTestId('order-wechat-note');
      await note.waitFor();
      expect(await note.textContent()).toContain(ORDER_TEXT.WECHAT_NO_ALIPAY);
      expect(await note.getByRole('button', { name: ORDER_TEXT.OPEN_IN_BROWSER }).count()).toBe(1);
      expect(await dialog.getByRole('button', { name: MOBILE_PAY_LABELS.Ali }).count()).toBe(0);
      await shot(page, 'wechat-order-390');
      await dialog.getByText(ORDER_TEXT.AGREEMENT_CHECK).click();
      await payOnThisPhone(page, 'wechat', MOBILE_PAY_LABELS.Wx);
      expect(page.url()).toContain(order.id);
      await page.setViewportSize(DESKTOP_VIEWPORT);
      await shot(page, 'pay-result-1440');
    } finally {
      await context.close();
    }
  }, 180_000);
});
