import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { CIRCLE_NOTICE, CIRCLE_TEXT } from '../../src/contract/circle';
import { LIMITS } from '../../src/contract/limits';
import { MESSAGES } from '../../src/contract/validation';
import { LOCAL_FILES_DIR } from '../../server/adapters/storage/local-disk';

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

/** A phone camera's photo: 3,000 x 2,250 px, about 3.8 MB of JPEG (gradients with sensor-like noise). */
async function cameraPhoto(): Promise<Buffer> {
  const [width, height] = [3000, 2250];
  const raw = new Uint8ClampedArray(width * height * 3);
  let seed = 7;
  const noise = () => ((seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff - 0.5) * 64;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const n = noise();
      raw[i] = (x / width) * 200 + 30 + n;
      raw[i + 1] = (y / height) * 180 + 40 + n;
      raw[i + 2] = 128 + 60 * Math.sin(x / 90) * Math.cos(y / 70) + n;
    }
  }
  return sharp(Buffer.from(raw.buffer), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The files the server has stored (the local disk storage), with their sizes. */
function storedFiles(dataDir: string): Map<string, number> {
  const root = path.join(dataDir, LOCAL_FILES_DIR);
  const found = new Map<string, number>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else found.set(file, statSync(file).size);
    }
  };
  walk(root);
  return found;
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

  it('fits a 3.8 MB camera photo in the browser for 发帖 and for chat: both stored as JPEGs within 1 MB', async () => {
    const photo = await cameraPhoto();
    expect(photo.length).toBeGreaterThan(3_500_000);
    const { context, page } = await env.page(PHONE_VIEWPORT);
    try {
      await login(page, '13800000005');
      const before = storedFiles(env.server().dataDir);
      const text = `刚到学校，拍了一张图书馆 ${Date.now() % 100_000}`;
      await page.getByRole('button', { name: '发帖' }).filter({ visible: true }).first().click();
      const sheet = page.getByTestId('circle-compose');
      await sheet.getByLabel('帖子内容').fill(text);
      await sheet
        .getByTestId('circle-image-input')
        .setInputFiles({ name: 'IMG_2045.JPG', mimeType: 'image/jpeg', buffer: photo });
      await expect.poll(() => sheet.getByTestId('circle-compose-image').count(), { timeout: 20_000 }).toBe(1);
      expect(await sheet.getByText(MESSAGES.chatImageSize).count()).toBe(0);
      await shot(page, 'camera-photo-compose-390');
      await sheet.getByRole('button', { name: '发布' }).click();
      await sheet.waitFor({ state: 'detached' });
      const post = page.getByTestId('circle-post').filter({ hasText: text });
      await post.getByTestId('circle-images').locator('img').first().waitFor({ timeout: 20_000 });
      await expect.poll(() => post.getByTestId('circle-delivery').count(), { timeout: 20_000 }).toBe(0);

      // and in chat, to the platform's customer service
      await visit(page, '/message');
      await page.getByTestId('contact-service').click();
      const dialog = page.getByTestId('chat-dialog');
      await dialog.waitFor();
      const own = dialog.getByTestId('chat-message').and(page.locator('[data-own="true"]'));
      const sentBefore = await own.and(page.locator('[data-delivery="sent"]')).count();
      await dialog
        .getByTestId('chat-image-input')
        .setInputFiles({ name: 'IMG_2046.JPG', mimeType: 'image/jpeg', buffer: photo });
      await expect
        .poll(() => own.and(page.locator('[data-delivery="sent"]')).count(), { timeout: 30_000 })
        .toBe(sentBefore + 1);
      await shot(page, 'camera-photo-chat-390');

      // the server kept its 1 MB check, and got two JPEGs that fit it, at most 2,048 px on their longest side
      const added = [...storedFiles(env.server().dataDir)].filter(([file]) => !before.has(file));
      expect(added).toHaveLength(2);
      for (const [file, size] of added) {
        expect(size).toBeLessThanOrEqual(LIMITS.CHAT_IMAGE_MAX_BYTES);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('jpeg');
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(2048);
      }
    } finally {
      await context.close();
    }
  }, 180_000);
});
