import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { CIRCLE_NOTICE, CIRCLE_TEXT } from '../../src/contract/circle';

import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, useE2eEnvironment, closeSelector, screenshotsIn } from './harness';

const env = useE2eEnvironment();
/** Screenshots of this test go to a temporary folder, to be looked at. */
const { folder: SHOTS, shot } = screenshotsIn('circle');

async function login(page: Page, phone: string): Promise<void> {
  await page.goto('/login?redirect=%2Fcircle');
  await env.smsLogin(page, phone);
  await page
    .waitForURL((u) => u.pathname === '/circle')
    .catch(async (error: unknown) => {
      await shot(page, `login-failed-${phone}`);
      throw error;
    });
  await closeSelector(page);
}

/** A page load (the service selector opens again on each load for a student without a service type). */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await closeSelector(page);
}

async function png(color: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer();
}

const card = (page: Page, text: string) => page.getByTestId('circle-post').filter({ hasText: text });

async function badge(page: Page): Promise<number> {
  const badges = page.getByTestId('user-menu').getByTestId('unread-badge');
  if ((await badges.count()) === 0) return 0;
  return Number((await badges.first().textContent()) ?? 0);
}

async function compose(page: Page, text: string, images: Buffer[] = []): Promise<void> {
  await page.getByRole('button', { name: '发帖' }).filter({ visible: true }).first().click();
  const sheet = page.getByTestId('circle-compose');
  await sheet.getByLabel('帖子内容').fill(text);
  if (images.length > 0) {
    await sheet
      .getByTestId('circle-image-input')
      .setInputFiles(
        images.map((buffer, i) => ({ name: `photo-${i + 1}.png`, mimeType: 'image/png', buffer })),
      );
    await expect.poll(() => sheet.getByTestId('circle-compose-image').count()).toBe(images.length);
  }
  await sheet.getByRole('button', { name: '发布' }).click();
  await sheet.waitFor({ state: 'detached' });
}

async function comment(page: Page, text: string): Promise<void> {
  const box = page.getByTestId('circle-comment-box');
  await box.getByLabel('写评论').fill(text);
  await box.getByRole('button', { name: '发送' }).click();
}

interface Student {
  context: BrowserContext;
  page: Page;
}

/** The whole journey at the current viewport; `name` tells the rounds apart (texts, screenshots). */
async function journey(a: Student, b: Student, name: string): Promise<void> {
  const badgeBefore = await badge(a.page);
  const stamp = `${name}-${Date.now() % 100_000}`;
  const postText = `第一次在留学圈发帖：今天拿到了墨尔本大学的录取，附两张校园照片 ${stamp}`;

  // 1. the first student posts with two images
  await visit(a.page, '/circle');
  await compose(a.page, postText, [
    await png({ r: 30, g: 110, b: 220 }),
    await png({ r: 240, g: 160, b: 40 }),
  ]);
  const mine = card(a.page, postText);
  await expect.poll(() => mine.count()).toBe(1);
  await expect.poll(() => mine.getByTestId('circle-delivery').count(), { timeout: 15_000 }).toBe(0);
  await expect.poll(() => mine.getByTestId('circle-images').locator('img').count()).toBe(2);
  // the images are the server's own files, shown after upload
  const sources = await mine
    .getByTestId('circle-images')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
  expect(sources.every((width) => width > 0)).toBe(true);
  await shot(a.page, `${name}-1-posted`);

  // 2. a second student finds it in 推荐, comments and likes
  await visit(b.page, '/circle');
  const theirs = card(b.page, postText);
  await expect.poll(() => theirs.count(), { timeout: 15_000 }).toBe(1);
  await theirs.getByRole('button', { name: /^点赞/ }).click();
  await expect.poll(() => theirs.getByTestId('circle-like-count').textContent()).toBe('1');
  await theirs.getByRole('button', { name: /^评论/ }).click();
  await b.page.waitForURL((u) => u.searchParams.has('post'));
  const commentText = `恭喜恭喜！墨大的教育学很强，开学见 ${stamp}`;
  await comment(b.page, commentText);
  const theirComment = b.page.getByTestId('circle-comment').filter({ hasText: commentText });
  await expect.poll(() => theirComment.count()).toBe(1);
  await expect.poll(() => theirComment.getByTestId('circle-delivery').count(), { timeout: 15_000 }).toBe(0);
  await shot(b.page, `${name}-2-commented`);

  // 3. the first student sees the badge and the Circle notices
  await expect.poll(() => badge(a.page), { timeout: 15_000 }).toBeGreaterThanOrEqual(badgeBefore + 2);
  await visit(a.page, '/message?tab=notice&type=1');
  await expect
    .poll(() => a.page.getByText(CIRCLE_NOTICE.COMMENT.title).count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect.poll(() => a.page.getByText(CIRCLE_NOTICE.LIKE.title).count()).toBeGreaterThan(0);
  await expect
    .poll(() => a.page.getByText(commentText.slice(0, 10), { exact: false }).count())
    .toBeGreaterThan(0);
  await shot(a.page, `${name}-3-notices`);

  // 4. offline: a comment on the post and a new post, both 发送中, then sent once after reconnecting
  await visit(a.page, '/circle?feed=MINE');
  await expect.poll(() => card(a.page, postText).count(), { timeout: 15_000 }).toBe(1);
  await card(a.page, postText).getByRole('button', { name: /^评论/ }).click();
  await a.page.waitForURL((u) => u.searchParams.has('post'));
  await expect.poll(() => a.page.getByTestId('circle-comment').count(), { timeout: 15_000 }).toBe(1);
  await a.context.setOffline(true);
  const offlineComment = `谢谢！地铁上信号不好，先写在这里 ${stamp}`;
  await comment(a.page, offlineComment);
  const queuedComment = a.page.getByTestId('circle-comment').filter({ hasText: offlineComment });
  await expect.poll(() => queuedComment.getByText(CIRCLE_TEXT.SENDING).count()).toBe(1);
  const offlinePost = `离线时写的帖子：整理了一份墨大开学前的准备清单 ${stamp}`;
  await compose(a.page, offlinePost);
  // back to the feed inside the app (no page load while offline): the queued post is on top
  await a.page
    .getByRole('link', { name: '留学圈' })
    .filter({ visible: true })
    .first()
    .click()
    .catch(async () => {
      await a.page.evaluate(() => {
        history.pushState({}, '', '/circle?feed=MINE');
        dispatchEvent(new PopStateEvent('popstate'));
      });
    });
  const queuedPost = card(a.page, offlinePost);
  await expect.poll(() => queuedPost.count(), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => queuedPost.getByText(CIRCLE_TEXT.SENDING).count()).toBe(1);
  await shot(a.page, `${name}-4-offline`);

  await a.context.setOffline(false);
  await expect.poll(() => queuedPost.getByTestId('circle-delivery').count(), { timeout: 20_000 }).toBe(0);
  // from the server: each once
  await visit(a.page, '/circle?feed=MINE');
  await expect.poll(() => card(a.page, offlinePost).count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => card(a.page, postText).count()).toBe(1);
  await card(a.page, postText).getByRole('button', { name: /^评论/ }).click();
  await a.page.waitForURL((u) => u.searchParams.has('post'));
  await expect
    .poll(() => a.page.getByTestId('circle-comment').filter({ hasText: offlineComment }).count(), {
      timeout: 15_000,
    })
    .toBe(1);
  await expect.poll(() => a.page.getByTestId('circle-comment').count()).toBe(2);
  await expect.poll(() => a.page.getByTestId('circle-delivery').count()).toBe(0);
  await shot(a.page, `${name}-5-synced`);
}

describe('留学圈 between two students', () => {
  it('posts with two images, gets a comment, a like and their notice, and posts and comments offline (phone, then desktop)', async () => {
    // one login per student (an SMS code per phone per minute); the same pages at both sizes
    const a = await env.page(PHONE_VIEWPORT);
    const b = await env.page(PHONE_VIEWPORT);
    try {
      await login(a.page, '13800000001');
      await login(b.page, '13800000002');
      for (const [name, viewport] of [
        ['phone', PHONE_VIEWPORT],
        ['desktop', DESKTOP_VIEWPORT],
      ] as const) {
        await a.page.setViewportSize(viewport);
        await b.page.setViewportSize(viewport);
        await journey(a, b, name);
      }
      console.info(`circle e2e screenshots: ${SHOTS}`);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  }, 300_000);
});
