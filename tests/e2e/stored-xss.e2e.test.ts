/**
 * Stored XSS in the browser: the 100 payloads of tests/helpers/xss-payloads.ts are stored as circle posts,
 * comments (and so Circle notices), reports, Q&A questions (title, content, tags) and answers through the
 * real API, then every page that shows them is opened in Chromium: the feed (desktop and phone), each post's
 * detail with its comments, 小李's Circle notices, the Q&A list and a question's detail, and the staff
 * console's report queue. On each: no dialog opened, `window.__xss` never set, no element or event handler
 * injected, and the payloads are there, verbatim, as text the user reads. The logged-in pages run with
 * Chromium's bypassCSP (the server's policy forbids inline scripts and would hide a rendering bug); the phone
 * feed runs under the served policy. Two controls show the checks catch a payload parsed as markup.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api';
import { CIRCLE_NOTICE_QUOTE_MAX, CIRCLE_TEXT } from '../../src/contract/circle';
import { LIMITS } from '../../src/contract/limits';
import { QA_LIMITS } from '../../src/contract/qa';
import { XSS_PAYLOADS } from '../helpers/xss-payloads';

import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, useE2eEnvironment } from './harness';

const env = useE2eEnvironment();
const SHOTS = mkdtempSync(path.join(tmpdir(), 'stored-xss-e2e-'));

const ZHANG = '13800000001';
const LI = '13800000002';
const STAFF = '13900000001';

/** Whitespace as the browser lays it out is not the point: compare texts with runs of it as one space. */
const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
const chunk = (from: number, count: number) => XSS_PAYLOADS.slice(from, from + count);

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

async function call(token: string, apiPath: string, body: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${env.server().url}${apiPath}`, {
    method: 'POST',
    headers: {
      'ai-platform': 'pc',
      'Lt-Authorization': `carrier.${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope;
  expect(envelope, `${apiPath} ${JSON.stringify(body).slice(0, 120)}`).toMatchObject({ code: 200 });
  return envelope.data;
}

/** Watches one page for dialogs (dismissed and recorded) from before its first navigation. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

interface Person {
  context: BrowserContext;
  page: Page;
  dialogs: string[];
  token: string;
}

/**
 * A browser context like the harness's newPage. With `bypassCSP` Chromium ignores the server's
 * Content-Security-Policy (no inline scripts), so that a payload the page parsed as markup would run:
 * the rendering itself is under test, not the policy that backs it up.
 */
async function open(
  viewport: { width: number; height: number },
  bypassCSP: boolean,
): Promise<{ context: BrowserContext; page: Page; dialogs: string[] }> {
  const context = await env.browser().newContext({
    baseURL: env.server().url,
    viewport,
    locale: 'zh-CN',
    serviceWorkers: 'block',
    bypassCSP,
  });
  // students without a service type get the service selector on each load: it is not under test here
  await context.addInitScript(() => localStorage.setItem('service_selector_seen', '1'));
  const page = await context.newPage();
  return { context, page, dialogs: watchDialogs(page) };
}

/** Logs a demo user in once through the SMS form (the code can be asked once per minute). */
async function login(phone: string, redirect: string): Promise<Person> {
  const { context, page, dialogs } = await open(DESKTOP_VIEWPORT, true);
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await env.smsLogin(page, phone);
  await page.waitForURL((u) => u.pathname === redirect, { timeout: 15_000 });
  const token = await page.evaluate(() => localStorage.getItem('std_token'));
  if (!token) throw new Error(`no token after the login of ${phone}`);
  return { context, page, dialogs, token };
}

/** Elements and attributes a payload would have added had it been parsed as markup (the app adds none). */
async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const selector = [
      'img[src="x"]',
      'iframe',
      'object',
      'embed',
      'frame',
      'frameset',
      'base',
      'meta[http-equiv]',
      'marquee',
      'isindex',
      'keygen',
      'xmp',
      'plaintext',
      'script:not([src])',
      'script[src^="data:" i]',
      'svg script',
      'svg animate',
      'svg set',
      'math',
      'video source',
      'track',
      'link[href^="javascript:" i]',
      '[href^="javascript:" i]',
      '[href*="script:" i]',
      '[src^="javascript:" i]',
      '[action^="javascript:" i]',
      '[formaction]',
      '[srcdoc]',
      '[background]',
    ].join(', ');
    for (const element of Array.from(document.querySelectorAll(selector))) {
      found.push(element.outerHTML.slice(0, 120));
    }
    for (const element of Array.from(document.querySelectorAll('*'))) {
      if (element.getAttributeNames().some((name) => name.toLowerCase().startsWith('on'))) {
        found.push(element.outerHTML.slice(0, 120));
      }
    }
    return found;
  });
}

/** Nothing ran and nothing was injected; the expected payloads are in the page's rendered text. */
async function expectInert(
  page: Page,
  dialogs: string[],
  surface: string,
  payloads: readonly string[],
  { loggedIn = true }: { loggedIn?: boolean } = {},
): Promise<void> {
  expect(dialogs, `${surface}: dialogs`).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss), `${surface}: window.__xss`).toBe(
    undefined,
  );
  expect(await injected(page), `${surface}: injected markup`).toEqual([]);
  // a payload that clears the storage would end the session
  if (loggedIn) expect(await page.evaluate(() => localStorage.getItem('std_token')), surface).toBeTruthy();
  const text = norm(await page.locator('body').innerText());
  const missing = payloads.filter((payload) => !text.includes(norm(payload)));
  expect(missing, `${surface}: payloads not shown as text`).toEqual([]);
}

async function shot(page: Page, name: string): Promise<string> {
  const file = path.join(SHOTS, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Opens every 全文 of the folded post texts on the page. */
async function unfoldAll(page: Page): Promise<void> {
  const more = page.getByRole('button', { name: CIRCLE_TEXT.FULL_TEXT, exact: true });
  while ((await more.count()) > 0) await more.first().click();
}

describe('stored XSS payloads render as text', () => {
  it('100 payloads in posts, comments, notices, questions, answers and reports run nowhere', async () => {
    const started = Date.now();
    const li = await login(LI, '/circle');
    const zhang = await login(ZHANG, '/circle');
    const staffPerson = await login(STAFF, '/console');

    // 小李: 5 posts of 20 payloads each (the circle allows 5 posts a minute)
    const posts = Array.from({ length: 5 }, (_, i) => ({ id: randomUUID(), payloads: chunk(i * 20, 20) }));
    for (const post of posts) {
      await call(li.token, API.circle.add, {
        id: post.id,
        content: post.payloads.join('\n'),
        images: [],
        tag: null,
      });
    }
    // 小张: 20 comments of 5 payloads, 4 on each post (each a Circle notice to 小李 quoting it)
    const comments = Array.from({ length: 20 }, (_, i) => ({
      id: randomUUID(),
      postId: posts[Math.floor(i / 4)]!.id,
      payloads: chunk(i * 5, 5),
    }));
    for (const comment of comments) {
      await call(zhang.token, API.circle.addComment, {
        id: comment.id,
        postId: comment.postId,
        content: comment.payloads.join('\n'),
      });
    }
    // 小李: 5 questions, 20 payloads in the content, fragments in the title and the tags
    const questions = Array.from({ length: 5 }, (_, i) => {
      const payloads = chunk(i * 20, 20);
      return {
        id: randomUUID(),
        title: `问题${i + 1} ${payloads[0]!}`.slice(0, QA_LIMITS.TITLE_MAX),
        tags: payloads
          .slice(1, 1 + QA_LIMITS.TAGS_MAX)
          .map((p) => p.slice(0, QA_LIMITS.TAG_MAX).trim())
          .filter((tag) => tag.length > 0),
        payloads,
      };
    });
    for (const question of questions) {
      await call(li.token, API.qa.ask, {
        id: question.id,
        title: question.title,
        content: question.payloads.join('\n'),
        category: 'VISA',
        tags: question.tags,
      });
    }
    // 小张: 5 answers of 20 payloads to the first question
    const answers = Array.from({ length: 5 }, (_, i) => ({ id: randomUUID(), payloads: chunk(i * 20, 20) }));
    for (const answer of answers) {
      await call(zhang.token, API.qa.answer, {
        id: answer.id,
        questionId: questions[0]!.id,
        content: answer.payloads.join('\n'),
      });
    }
    // reports: 小张 reports 小李's posts, 小李 the last comment, each explained with a payload
    const reportDetails: string[] = [];
    for (const [i, post] of posts.entries()) {
      const detail = XSS_PAYLOADS[95 + i]!;
      reportDetails.push(detail);
      await call(zhang.token, API.circle.report, {
        targetType: 'POST',
        targetId: post.id,
        reason: 'SPAM',
        detail,
      });
    }
    const reportedComment = comments[19]!;
    await call(li.token, API.circle.report, {
      targetType: 'COMMENT',
      targetId: reportedComment.id,
      reason: 'SPAM',
      detail: XSS_PAYLOADS[0]!,
    });
    reportDetails.push(XSS_PAYLOADS[0]!);
    const created = Date.now();

    const l = li.page;
    // the feed (推荐) at 1440: 小李's 5 posts, unfolded with 全文, all 100 payloads as text
    await l.goto('/circle');
    const cards = l.getByTestId('circle-post');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
    await unfoldAll(l);
    await expectInert(l, li.dialogs, 'feed 1440', XSS_PAYLOADS);
    expect(await l.getByText('<script>alert(1)</script>', { exact: false }).first().isVisible()).toBe(true);
    const feedShot = await shot(l, 'feed-1440');

    // each post's detail with its comments (小李 reported the last comment: it left her view)
    for (const [i, post] of posts.entries()) {
      await l.goto(`/circle?post=${post.id}`);
      await l.getByTestId('circle-detail').waitFor({ timeout: 15_000 });
      const own = comments.filter((c) => c.postId === post.id && c !== reportedComment);
      await expect.poll(() => l.getByTestId('circle-comment').count(), { timeout: 15_000 }).toBe(own.length);
      await expectInert(l, li.dialogs, `post ${i + 1}`, [
        ...post.payloads,
        ...own.flatMap((c) => c.payloads),
      ]);
      if (i === 0) await shot(l, 'post-detail-1440');
    }

    // 小李's Circle notices: the newest page, each quoting one comment as text
    await l.goto('/message?tab=notice&type=1');
    const notices = l.getByTestId('notice');
    const shown = Math.min(LIMITS.DEFAULT_PAGE_SIZE, comments.length);
    await expect.poll(() => notices.count(), { timeout: 15_000 }).toBe(shown);
    const quotes = comments.map((c) => norm(c.payloads.join('\n')).slice(0, CIRCLE_NOTICE_QUOTE_MAX));
    const noticeTexts = (await notices.allInnerTexts()).map(norm);
    const quoted = new Set(quotes.filter((q) => noticeTexts.some((t) => t.includes(q))));
    expect(quoted.size).toBe(shown);
    await expectInert(l, li.dialogs, 'notices', [...quoted]);
    await shot(l, 'notices-1440');

    // the Q&A list: titles, excerpts and tags as text
    await l.goto('/qa');
    await expect.poll(() => l.getByTestId('qa-card').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
    await expectInert(l, li.dialogs, 'qa list', [
      ...questions.map((q) => q.title),
      ...questions.flatMap((q) => q.tags),
    ]);
    await shot(l, 'qa-list-1440');

    // the first question's detail with the 5 answers: 100 payloads twice
    await l.goto(`/qa/detail?id=${questions[0]!.id}`);
    await expect.poll(() => l.getByTestId('qa-reply').count(), { timeout: 15_000 }).toBe(answers.length);
    await expectInert(l, li.dialogs, 'qa detail', [
      questions[0]!.title,
      ...questions[0]!.tags,
      ...questions[0]!.payloads,
      ...answers.flatMap((a) => a.payloads),
    ]);
    await shot(l, 'qa-detail-1440');

    // the staff console's report queue (platform customer service): the reported texts and details
    const c = staffPerson.page;
    await c.getByTestId('console-views').getByRole('button', { name: '举报处理' }).click();
    const reports = c.getByTestId('console-report');
    await expect.poll(() => reports.count(), { timeout: 15_000 }).toBe(posts.length + 1);
    await expectInert(c, staffPerson.dialogs, 'console reports', [
      ...XSS_PAYLOADS,
      ...reportedComment.payloads,
      ...reportDetails,
    ]);
    // the status filter stays usable above a long queue (it once shrank to 4 px in the scrolling column)
    const statuses = await c.getByTestId('console-report-statuses').boundingBox();
    expect(statuses?.height ?? 0).toBeGreaterThan(24);
    const consoleShot = await shot(c, 'console-reports-1440');

    // the feed on a phone, logged out, under the served Content-Security-Policy: the folded posts' first
    // payloads as text, then all of them
    const phone = await open(PHONE_VIEWPORT, false);
    const phoneDialogs = phone.dialogs;
    await phone.page.goto('/circle');
    await expect
      .poll(() => phone.page.getByTestId('circle-post').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(5);
    const phoneText = norm(await phone.page.locator('body').innerText());
    expect(posts.map((p) => p.payloads[0]!).filter((p) => !phoneText.includes(norm(p)))).toEqual([]);
    await unfoldAll(phone.page);
    await expectInert(phone.page, phoneDialogs, 'feed 390', XSS_PAYLOADS, { loggedIn: false });
    await shot(phone.page, 'feed-390');

    // controls: the same checks catch a payload a page parses as markup; without the policy it runs, with
    // the served policy its inline handlers are refused (the policy backs the rendering up)
    for (const bypassCSP of [true, false]) {
      const control = await open(DESKTOP_VIEWPORT, bypassCSP);
      await control.page.goto('/circle');
      await control.page.getByTestId('circle-post').first().waitFor({ timeout: 15_000 });
      await control.page.evaluate((html) => {
        const box = document.createElement('div');
        box.innerHTML = html;
        document.body.append(box);
      }, `${XSS_PAYLOADS[2]!}${XSS_PAYLOADS[3]!}`);
      expect((await injected(control.page)).length).toBeGreaterThan(0);
      const xss = () => control.page.evaluate(() => (window as { __xss?: number }).__xss);
      if (bypassCSP) {
        await expect.poll(xss).toBe(1);
        await expect.poll(() => control.dialogs).toEqual(['1']);
      } else {
        // the images failed to load (their error handlers had their chance) and nothing ran
        await control.page.waitForFunction(() =>
          Array.from(document.images).some((img) => img.getAttribute('src') === 'x' && img.complete),
        );
        expect(await xss()).toBe(undefined);
        expect(control.dialogs).toEqual([]);
      }
      await control.context.close();
    }

    console.log(
      `stored-xss e2e: data ${created - started} ms, pages ${Date.now() - created} ms; screenshots ${SHOTS} (${path.basename(feedShot)}, ${path.basename(consoleShot)})`,
    );
    await phone.context.close();
    for (const person of [li, zhang, staffPerson]) await person.context.close();
  }, 170_000);
});
