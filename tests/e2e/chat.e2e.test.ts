import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api';
import { CHAT_TEXT } from '../../src/contract/chat';

import {
  apiAs,
  DESKTOP_VIEWPORT,
  loginAt,
  PHONE_VIEWPORT,
  useE2eEnvironment,
  closeSelector,
  screenshotsIn,
  waitForServiceWorker,
} from './harness';

const env = useE2eEnvironment();
/** Screenshots of this test go to a temporary folder, to be looked at. */
const { folder: SHOTS, shot } = screenshotsIn('chat');

async function send(page: Page, text: string): Promise<void> {
  await page.getByLabel(CHAT_TEXT.PLACEHOLDER).fill(text);
  await page.getByRole('button', { name: CHAT_TEXT.SEND, exact: true }).click();
}

const messages = (page: Page) => page.getByTestId('chat-message');

/**
 * The emoji picker once its opening animation is over. The popover is placed a frame after it mounts and then
 * scales in for ~250 ms; on a loaded machine Playwright's "stable" check (two frames at the same place) can pass
 * while it still moves, and the click then lands between two emoji, picking nothing.
 */
async function openedPicker(page: Page): Promise<Locator> {
  const picker = page.getByTestId('emoji-picker');
  await picker.waitFor();
  await picker.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  return picker;
}

async function badge(page: Page): Promise<number> {
  const text = await page
    .getByTestId('user-menu')
    .getByTestId('unread-badge')
    .textContent({ timeout: 1_000 });
  return Number(text ?? 0);
}

describe('chat between a student and the platform service', () => {
  it('sends text, emoji and an image, gets a reply with a badge, and sends offline in order', async () => {
    const stamp = Date.now().toString(36);
    const student = await env.page(PHONE_VIEWPORT, { serviceWorkers: 'allow', selectorShown: true });
    const s = student.page;
    await s.goto('/login?redirect=%2Fmessage&name=MessageCenter');
    await env.smsLogin(s, '13800000001');
    await s.waitForURL((u) => u.pathname === '/message');
    await waitForServiceWorker(s);
    await closeSelector(s);
    await s.getByTestId('conversation').first().waitFor();
    await shot(s, 'message-center-390');

    // the student opens platform customer service and sends text, emoji and an image
    await s.getByTestId('contact-service').click();
    await s.getByTestId('chat-dialog').waitFor();
    await send(s, `你好，我想咨询美国本科申请 ${stamp}`);
    await s.getByRole('button', { name: '表情' }).click();
    const picker = await openedPicker(s);
    // the whole picker is on the phone's screen: no column of emoji beyond its right edge
    const box = await picker.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE_VIEWPORT.width).toBe(true);
    await picker.getByRole('button', { name: '😀' }).click();
    await s.getByRole('button', { name: CHAT_TEXT.SEND, exact: true }).click();
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#1f5eff' } })
      .png()
      .toBuffer();
    await s
      .getByTestId('chat-image-input')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    const own = messages(s).and(s.locator('[data-own="true"]'));
    await expect
      .poll(() => own.and(s.locator('[data-delivery="sent"]')).count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    await shot(s, 'chat-dialog-390');
    await s.keyboard.press('Escape');
    await s.getByTestId('chat-dialog').waitFor({ state: 'detached' });

    // the platform service sees them in the console and replies
    const staff = await env.page(DESKTOP_VIEWPORT);
    const c = staff.page;
    await c.goto('/login?redirect=%2Fconsole');
    await env.smsLogin(c, '13900000001');
    await c.waitForURL((u) => u.pathname === '/console');
    await c.getByTestId('console-conversation').first().click();
    await c.getByText(`你好，我想咨询美国本科申请 ${stamp}`).waitFor();
    await c.getByText('😀', { exact: true }).first().waitFor();
    await expect.poll(() => c.getByTestId('chat-message').locator('img').count()).toBeGreaterThanOrEqual(1);
    const before = await badge(s).catch(() => 0);
    await send(c, `您好，我们来帮您规划 ${stamp}`);
    await shot(c, 'console-1440');

    // the student's badge counts the reply (within seconds), and the message center shows it
    await expect.poll(() => badge(s).catch(() => 0), { timeout: 5_000 }).toBe(before + 1);
    await s.getByText(`您好，我们来帮您规划 ${stamp}`).waitFor();
    await shot(s, 'message-center-reply-390');

    // offline: two messages wait as 发送中, then arrive once each, in order
    await s.getByTestId('contact-service').click();
    await s.getByTestId('chat-dialog').waitFor();
    await s.getByText(`您好，我们来帮您规划 ${stamp}`).last().waitFor();
    await student.context.setOffline(true);
    await send(s, `离线一 ${stamp}`);
    await send(s, `离线二 ${stamp}`);
    await expect
      .poll(() => s.getByTestId('chat-delivery').filter({ hasText: CHAT_TEXT.SENDING }).count())
      .toBe(2);
    await shot(s, 'chat-offline-390');
    await student.context.setOffline(false);
    await expect
      .poll(() => s.getByTestId('chat-delivery').filter({ hasText: CHAT_TEXT.SENDING }).count(), {
        timeout: 20_000,
      })
      .toBe(0);
    const texts = async () =>
      (await c.getByTestId('chat-message').allTextContents()).filter(
        (t) => t.includes(stamp) && t.includes('离线'),
      );
    await expect.poll(async () => (await texts()).length, { timeout: 10_000 }).toBe(2);
    const [first, second] = await texts();
    expect(first).toContain('离线一');
    expect(second).toContain('离线二');
    await c.reload();
    await c.getByTestId('console-conversation').first().click();
    // after a reload, from the server: each once (the list's last-message preview aside)
    const inConversation = (text: string) => c.getByTestId('chat-message').filter({ hasText: text });
    await inConversation(`离线二 ${stamp}`).waitFor();
    expect(await inConversation(`离线一 ${stamp}`).count()).toBe(1);
    expect(await inConversation(`离线二 ${stamp}`).count()).toBe(1);

    // reload offline: the conversation is still readable from IndexedDB
    await student.context.setOffline(true);
    await s.reload();
    await closeSelector(s);
    await s.getByRole('button', { name: '在线客服' }).click();
    await s.getByTestId('chat-dialog').waitFor();
    await s.getByText(`离线二 ${stamp}`).waitFor();
    await s.getByText(`您好，我们来帮您规划 ${stamp}`).waitFor();
    await shot(s, 'chat-offline-reload-390');
    await student.context.setOffline(false);

    await s.setViewportSize(DESKTOP_VIEWPORT);
    await shot(s, 'chat-dialog-1440');
    await c.setViewportSize(PHONE_VIEWPORT);
    await shot(c, 'console-390');
    console.log(`chat e2e screenshots: ${SHOTS}`);
    await staff.context.close();
    await student.context.close();
  });

  it('opens a first conversation offline with its composer: the message waits and arrives once', async () => {
    const { context, page } = await env.page(PHONE_VIEWPORT, { selectorShown: true });
    try {
      await loginAt(env.server(), page, '13800000005', '/');
      const advisers = await apiAs<{ list: { id: string; nameCn: string }[] }>(
        env.server(),
        page,
        'GET',
        `${API.org.advisers}?pageIndex=1&pageSize=50`,
      );
      const adviser = advisers.list.at(-1);
      if (!adviser) throw new Error('no demo counselor');
      await page.goto(`/counselor/detail?id=${adviser.id}`);
      const contact = page.getByTestId('contact-button');
      await contact.waitFor();
      // the dialog's code is on the phone already (here: the platform's chat opened once; in the app the
      // worker keeps the chunks)
      const dialog = page.getByTestId('chat-dialog');
      await page.getByRole('button', { name: '在线客服' }).click();
      await dialog.getByLabel(CHAT_TEXT.PLACEHOLDER).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await context.setOffline(true);
      await contact.click();
      await dialog.waitFor();
      await dialog.getByLabel(CHAT_TEXT.PLACEHOLDER).waitFor();
      expect(await dialog.getByText('会话打开失败', { exact: false }).count()).toBe(0);
      const text = `您好，我在地铁上没信号，想问下英国硕士申请 ${Date.now() % 100_000}`;
      await send(page, text);
      const waiting = dialog.getByTestId('chat-message').filter({ hasText: text });
      await expect.poll(() => waiting.getAttribute('data-delivery')).not.toBe('sent');
      await shot(page, 'first-chat-offline-390');

      await context.setOffline(false);
      const arrived = dialog.getByTestId('chat-message').filter({ hasText: text });
      await expect
        .poll(() => arrived.and(page.locator('[data-delivery="sent"]')).count(), { timeout: 30_000 })
        .toBe(1);
      expect(await arrived.count()).toBe(1);
      await shot(page, 'first-chat-online-390');
      // and after a reload too: the server holds it once
      await page.reload();
      await page.getByTestId('contact-button').click();
      await expect
        .poll(
          () => page.getByTestId('chat-dialog').getByTestId('chat-message').filter({ hasText: text }).count(),
          {
            timeout: 15_000,
          },
        )
        .toBe(1);
    } finally {
      await context.close();
    }
  }, 120_000);
});
