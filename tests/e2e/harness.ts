/**
 * End-to-end harness: starts the real server as `npm start` runs it (the built bundle dist-server/index.cjs,
 * whose first boot copies the build's PGlite template) on a random port with a temporary DATA_DIR against the
 * built app in dist/, and drives Debian's Chromium through playwright-core: one browser for the whole run
 * (tests/e2e/global-setup.ts), a context of its own for each page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags';
import { PRIVACY_TEXT } from '../../src/contract/ui-text';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';

export { CHROMIUM_FLAGS };

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's last lines of output (its request log and errors), for a failed test's report. */
  output: () => string;
  stop: () => Promise<void>;
}

/** How much of the server's output a failed test's report keeps. */
const OUTPUT_TAIL = 8_000;

/** What `npm run serve` runs: the server bundle, built by `npm run build`. */
const SERVER_BUNDLE = path.join('dist-server', 'index.cjs');

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync('dist/index.html') || !existsSync(SERVER_BUNDLE))
    throw new Error('dist/ or dist-server/ is missing: run `npm run build` before the e2e tests');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'liuxue-e2e-'));
  // the e2e server always uses the embedded database of its own temporary DATA_DIR
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--max-semi-space-size=2', SERVER_BUNDLE], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4 * OUTPUT_TAIL);
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    output: () => compactLog(output).slice(-OUTPUT_TAIL),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's pino lines, one short line each: `req-5 GET /path`, `req-5 200 12ms`, or the message. */
function compactLog(output: string): string {
  return output
    .split('\n')
    .map((line) => {
      try {
        const entry = JSON.parse(line) as {
          reqId?: string;
          msg?: string;
          req?: { method?: string; url?: string };
          res?: { statusCode?: number };
          responseTime?: number;
          err?: { message?: string };
        };
        if (entry.req) return `${entry.reqId} ${entry.req.method} ${entry.req.url}`;
        if (entry.res)
          return `${entry.reqId} ${entry.res.statusCode} ${Math.round(entry.responseTime ?? 0)}ms`;
        return `${entry.reqId ?? ''} ${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim();
      } catch {
        return line;
      }
    })
    .join('\n');
}

/**
 * The run's browser (started by tests/e2e/global-setup.ts), or a browser of its own when the file runs
 * without that setup. Closing a connected browser closes this file's contexts, not the browser.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP_VIEWPORT,
  { serviceWorkers = 'block', selectorShown = false, javaScript = true }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'zh-CN',
    serviceWorkers,
    javaScriptEnabled: javaScript,
  });
  if (selectorShown) await context.addInitScript(() => localStorage.setItem('service_selector_seen', '1'));
  const page = await context.newPage();
  return { context, page };
}

export interface PageOptions {
  serviceWorkers?: 'allow' | 'block';
  /** Marks the one-time service selector as shown already, so that it does not cover the page. */
  selectorShown?: boolean;
  /** false: a browser with JavaScript turned off, which sees the server's HTML only. */
  javaScript?: boolean;
}

/**
 * Waits until React has hydrated the page the server rendered (or rendered the app shell's page itself). A
 * server-rendered button is on screen before the app's code has run, and a click on it then does nothing: a
 * test waits for this before it clicks what the server drew. The router's hydration data (`$_TSR`) is gone once
 * the router has taken it, and React marks each element it owns (its `__reactFiber$` key); the root's first
 * element is completed last in the render, and the render is committed at once after it.
 */
export async function waitForHydration(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () => {
      if ('$_TSR' in window) return false;
      const first = document.getElementById('root')?.firstElementChild;
      return first ? Object.keys(first).some((key) => key.startsWith('__reactFiber$')) : false;
    },
    undefined,
    { timeout },
  );
}

/** Waits for the service worker to activate, then reloads until the page is controlled by it. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? 'none'), {
      timeout: 20_000,
    })
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** A temporary folder (one per test file) for screenshots to be looked at, and the function that writes one there. */
export function screenshotsIn(prefix: string): {
  folder: string;
  shot: (page: Page, name: string) => Promise<void>;
} {
  const folder = mkdtempSync(path.join(tmpdir(), `${prefix}-e2e-`));
  return {
    folder,
    shot: async (page, name) => {
      await page.screenshot({ path: path.join(folder, `${name}.png`) });
    },
  };
}

/** The newest SMS code the console provider wrote for this phone (DATA_DIR/sms-outbox.jsonl). */
export function readSmsCode(dataDir: string, phone: string): string {
  const file = path.join(dataDir, 'sms-outbox.jsonl');
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const entry = JSON.parse(lines[i] ?? '{}') as { phone?: string; code?: string };
    if (entry.phone === phone && entry.code) return entry.code;
  }
  throw new Error(`no sms code for ${phone}`);
}

export async function waitForSmsCode(dataDir: string, phone: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return readSmsCode(dataDir, phone);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const SHOTS = path.join('tests', 'e2e', 'screenshots');
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** A student without a service type gets the service selector on each page load: close it when it opens. */
export async function closeSelector(page: Page): Promise<void> {
  const selector = page.getByRole('dialog').filter({ hasText: '选择适合你的留学服务' });
  const shown = await selector.waitFor({ timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (shown) {
    await selector.getByRole('button', { name: '关闭' }).first().click();
    await selector.waitFor({ state: 'detached' });
  }
}

/** Fills the SMS login form on /login: phone, 获取验证码, the code from the outbox, the privacy consent, 登录. */
export async function smsLoginAs(page: Page, dataDir: string, phone: string): Promise<void> {
  await waitForHydration(page);
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => page.getByRole('button', { name: /s后重新获取/ }).count()).toBe(1);
  const code = await waitForSmsCode(dataDir, phone);
  await page.getByLabel('验证码').fill(code);
  await page.getByRole('checkbox', { name: PRIVACY_TEXT.consentLabel }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Registers one real server and one browser for the calling test file (started before its tests,
 * stopped after them) and returns accessors to both.
 */
export interface E2eEnvironment {
  server: () => RunningServer;
  browser: () => Browser;
  /** A page in a context of its own on this file's server. */
  page: (
    viewport?: { width: number; height: number },
    options?: PageOptions,
  ) => Promise<{ context: BrowserContext; page: Page }>;
  /** Fills the SMS login form of the page's /login for `phone`. */
  smsLogin: (page: Page, phone: string) => Promise<void>;
  /** Opens /login, logs `phone` in by SMS and waits for the home page. */
  login: (page: Page, phone: string) => Promise<void>;
}

export function useE2eEnvironment(): E2eEnvironment {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  // a failed test reports what the student would have seen: each open page's address, its text and a
  // screenshot, and the server's last output, so that a failure in CI can be read from its log alone
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      const name = task.name.replace(/[^\w\u4e00-\u9fff]+/g, '-').slice(0, 60);
      const pages = browser?.contexts().flatMap((c) => c.pages()) ?? [];
      for (const [i, page] of pages.entries()) {
        const text = await page
          .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 600))
          .catch((error: unknown) => `(no text: ${String(error)})`);
        await screenshot(page, `failed-${name}-${i}`).catch(() => undefined);
        console.error(`[failed test] page ${i}: ${page.url()}\n  text: ${text}`);
      }
      console.error(
        `[failed test] server output (last ${OUTPUT_TAIL} characters):\n${server?.output() ?? ''}`,
      );
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const need = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is not started`);
    return value;
  };
  const env: E2eEnvironment = {
    server: () => need(server, 'server'),
    browser: () => need(browser, 'browser'),
    page: (viewport, options) => newPage(env.browser(), env.server().url, viewport, options),
    smsLogin: (page, phone) => smsLoginAs(page, env.server().dataDir, phone),
    login: async (page, phone) => {
      await page.goto('/login');
      await env.smsLogin(page, phone);
      await page.waitForURL((u) => u.pathname === '/');
    },
  };
  return env;
}

/** Logs `phone` in by SMS from /login and waits for the redirect's page. */
export async function loginAt(
  server: RunningServer,
  page: Page,
  phone: string,
  redirect: string,
): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await smsLoginAs(page, server.dataDir, phone);
  await page.waitForURL((u) => u.pathname === redirect.split('?')[0]);
}

/** Calls the API as the page's signed-in user (its stored token) and returns `data`; a refusal fails the test. */
export async function apiAs<T>(
  server: RunningServer,
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('std_token') ?? '');
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      'ai-platform': 'pc',
      'Lt-Authorization': `carrier.${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  expect(envelope.code, `${url}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

/** The AI forms' drafts the page's app has stored in IndexedDB (`liuxue` / `aiDrafts`), as one JSON text. */
export function storedAiDrafts(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('liuxue');
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('aiDrafts')) {
            db.close();
            resolve('[]');
            return;
          }
          const all = db.transaction('aiDrafts').objectStore('aiDrafts').getAll();
          all.onerror = () => reject(all.error ?? new Error('getAll failed'));
          all.onsuccess = () => {
            db.close();
            resolve(JSON.stringify(all.result));
          };
        };
      }),
  );
}
