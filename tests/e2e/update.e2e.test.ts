import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../server/app';
import { launchBrowser, newPage, screenshot, waitForServiceWorker } from './harness';

let app: FastifyInstance;
let browser: Browser;
let url: string;
let distDir: string;
let dataDir: string;

beforeAll(async () => {
  // a copy of the built app, so a new version can be published without touching dist/
  distDir = mkdtempSync(path.join(tmpdir(), 'liuxue-dist-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'liuxue-update-'));
  cpSync('dist', distDir, { recursive: true });
  app = await buildApp({ env: {}, dataDir, inMemoryDb: true, distDir, logger: false });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a new version of the app', () => {
  it('waits for the student: 发现新版本 with 立即刷新, and reloads into the new worker only when asked', async () => {
    const { context, page } = await newPage(browser, url, undefined, {
      serviceWorkers: 'allow',
      selectorShown: true,
    });
    await page.goto('/');
    // a returning visit: the page is controlled by the current version
    await waitForServiceWorker(page);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);

    // publish a new version of the service worker
    appendFileSync(path.join(distDir, 'sw.js'), '\n// next release\n');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect
      .poll(
        () =>
          page.evaluate(
            async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? 'none',
          ),
        {
          timeout: 20_000,
        },
      )
      .toBe('installed');
    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor({ timeout: 20_000 });
    expect(await prompt.textContent()).toContain('发现新版本');
    await screenshot(page, 'update-prompt');
    // nothing reloads by itself
    await page.waitForTimeout(1000);
    expect(await prompt.isVisible()).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: '立即刷新' }).click();
    await reloaded;
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null),
      )
      .toBe(true);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
    await context.close();
  });
});
