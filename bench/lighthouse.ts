/**
 * Lighthouse (the project's lighthouse package, mobile preset, simulated throttling) on the built app served by
 * the real server on a new database (bench/app-server.ts): the median of 3 runs per page of performance,
 * FCP, LCP, TBT and CLS (accessibility and best practices alongside), and what stands between the page and a
 * performance of 1.00, read from the run with the median score: the metrics that lose points (weight x
 * (1 - score), with that run's values) and the failing audits (score < 0.9) with the largest savings Lighthouse
 * estimates for them (metricSavings: ms of FCP/LCP/TBT, CLS; bytes of an opportunity).
 *
 * Each run is a first visit: Lighthouse clears the HTTP cache, the service worker and Cache Storage of the
 * origin before it loads the page (its default clearStorageTypes keep localStorage and IndexedDB).
 * Pages: /, /schools, /circle as a visitor, then a school detail (/school/detail?id=<the first university of
 * the list for "Oxford">), a page for the logged-in only: the demo student logs in once by SMS in the same
 * browser (playwright-core over the DevTools port) before its runs, so its session is in localStorage.
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); only 127.0.0.1 is contacted. Needs dist/.
 * `npm run bench` and `npm run bench:lighthouse` report the four pages.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { z } from 'zod';

import { API } from '../src/contract/api.ts';
import { universityPageSchema } from '../src/contract/catalog.ts';
import { envelope } from '../src/contract/envelope.ts';
import { PRIVACY_TEXT } from '../src/contract/ui-text.ts';
import { CHROME_PATH, CHROMIUM_FLAGS, startAppServer, type AppServer } from './app-server.ts';
import { intFromEnv } from './env.ts';

/** Runs per page (the median is reported); LIGHTHOUSE_RUNS=1 for a quick look. */
export const RUNS = intFromEnv('LIGHTHOUSE_RUNS', 3, 1, 9);
const PAGE_NAMES = ['home', 'schools', 'circle', 'detail'] as const;
export type PageName = (typeof PAGE_NAMES)[number];
/** LIGHTHOUSE_PAGES=home,detail: those pages alone (an A/B of one page); default all four. */
const ONLY_PAGES = (() => {
  const raw = process.env.LIGHTHOUSE_PAGES?.trim();
  if (!raw) return new Set<string>(PAGE_NAMES);
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(PAGE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`LIGHTHOUSE_PAGES: unknown ${unknown.join(', ')}; expected ${PAGE_NAMES.join(', ')}`);
  return new Set(names);
})();
/** Whether LIGHTHOUSE_PAGES (default all four) names the page; bench/floor.ts follows it too. */
export const pageWanted = (name: PageName): boolean => ONLY_PAGES.has(name);
/** The pages for visitors, by name, label and path; the school detail (logged in) is DETAIL_LABEL at detailPath. */
export const VISITOR_PAGES = [
  { name: 'home', label: 'home', path: '/' },
  { name: 'schools', label: 'schools', path: '/schools' },
  { name: 'circle', label: 'circle', path: '/circle' },
] as const;
export const DETAIL_LABEL = 'school detail (logged in)';
export const PERFORMANCE_GOAL = 0.9;
const DEMO_STUDENT = '13800000002';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface PageFigures {
  label: string;
  path: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  /** the bootup-time audit's numericValue: main-thread time of script evaluation, parse and compile, ms */
  bootupMs: number;
  /** what keeps the median run below a performance of 1.00 */
  between: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The metrics that lose points and the three largest opportunities of one Lighthouse result. */
export function betweenText(lhr: LighthouseResult): string {
  const category = lhr.categories.performance;
  if (!category) return 'no performance category';
  const totalWeight = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
  const lost = category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      const score = audit?.score ?? 0;
      return {
        id: ref.id,
        points: (ref.weight * (1 - score) * 100) / totalWeight,
        value: audit?.displayValue,
      };
    })
    .filter((entry) => entry.points >= 0.5)
    .sort((a, b) => b.points - a.points)
    .map((entry) => `${entry.id} ${entry.value ?? ''} -${entry.points.toFixed(0)} pts`.replace('  ', ' '));
  // opportunities and diagnostics that fail (score < 0.9) with the savings Lighthouse estimates for them
  const metricIds = new Set(category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id));
  const opportunities = Object.values(lhr.audits)
    .flatMap((audit) => {
      if (metricIds.has(audit.id) || audit.score === null || audit.score >= 0.9) return [];
      const savings = Object.entries(audit.metricSavings ?? {}).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0,
      );
      const details = audit.details;
      const bytes = details?.type === 'opportunity' ? (details.overallSavingsBytes ?? 0) : 0;
      if (savings.length === 0 && bytes <= 0) return [];
      const weight = savings.reduce(
        (sum, [metric, value]) => sum + (metric === 'CLS' ? value * 10_000 : value),
        0,
      );
      const parts = savings.map(([metric, value]) =>
        metric === 'CLS' ? `CLS ${value.toFixed(3)}` : `${metric} ${Math.round(value)} ms`,
      );
      if (bytes > 0) parts.push(`${Math.round(bytes / 1024)} KB`);
      return [{ id: audit.id, weight, text: `${audit.id} (${parts.join(', ')})` }];
    })
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 4)
    .map((o) => o.text);
  const parts = [
    lost.length > 0 ? `metrics: ${lost.join(', ')}` : 'every metric scores 1',
    opportunities.length > 0 ? `failing audits (est. savings): ${opportunities.join('; ')}` : '',
  ];
  return parts.filter(Boolean).join('; ');
}

/** The school detail page measured: that of the first university the list finds for "Oxford". */
export async function detailPath(base: string): Promise<string> {
  return `/school/detail?id=${encodeURIComponent(await schoolId(base))}`;
}

/** The id of the first university the list finds for "Oxford". */
async function schoolId(base: string): Promise<string> {
  const response = await fetch(`${base}${API.university.page}?keyword=Oxford&pageIndex=1&pageSize=1`);
  const body = envelope(universityPageSchema).parse(await response.json());
  const first = body.data?.list[0];
  if (!first) throw new Error('the university list found nothing for Oxford');
  return String(first.id);
}

function smsCode(dataDir: string, phone: string): string | undefined {
  const outbox = path.join(dataDir, 'sms-outbox.jsonl');
  // written with the first code: a tap held until the page hydrated sends it a little later
  if (!existsSync(outbox)) return undefined;
  const lines = readFileSync(outbox, 'utf8').trim().split('\n');
  const entry = z.object({ phone: z.string(), code: z.string() });
  return lines
    .map((line) => entry.safeParse(JSON.parse(line)))
    .flatMap((parsed) => (parsed.success && parsed.data.phone === phone ? [parsed.data.code] : []))
    .at(-1);
}

/** Logs the demo student in by SMS on /login in `page` (localStorage + IndexedDB); the page stays open. */
export async function logInStudent(page: Page, server: AppServer): Promise<void> {
  await page.goto(`${server.url}/login?redirect=%2Fschools`);
  await page.getByLabel('手机号').fill(DEMO_STUDENT);
  await page.getByRole('button', { name: '获取验证码' }).click();
  let code: string | undefined;
  for (let i = 0; i < 50 && code === undefined; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    code = smsCode(server.dataDir, DEMO_STUDENT);
  }
  if (code === undefined) throw new Error('no SMS code for the demo student');
  await page.getByLabel('验证码').fill(code);
  await page.getByRole('checkbox', { name: PRIVACY_TEXT.consentLabel }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/schools', { timeout: 30_000 });
}

/** Logs the demo student in in the browser behind `port` (its default context). */
async function logIn(port: number, server: AppServer): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    const page = await context.newPage();
    await logInStudent(page, server);
    await page.close();
  } finally {
    // a browser reached by connectOverCDP is only disconnected, not closed
    await browser.close();
  }
}

/** LIGHTHOUSE_REPORTS=<dir>: keep each page's median run as JSON there (LCP element, long tasks, bootup details). */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS?.trim() || undefined;

async function measurePage(
  label: string,
  url: string,
  pagePath: string,
  port: number,
  failed: string[],
): Promise<PageFigures> {
  const runs: LighthouseResult[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('lighthouse returned no result');
    if (lhr.runtimeError)
      failed.push(`lighthouse ${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    else if (lhr.finalDisplayedUrl.replace(/[?#].*$/, '') !== url.replace(/[?#].*$/, ''))
      failed.push(`lighthouse ${label}: ended on ${lhr.finalDisplayedUrl}, not ${url}`);
    runs.push(lhr);
  }
  const score = (lhr: LighthouseResult, key: string) => lhr.categories[key]?.score ?? NaN;
  const numeric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const medianRun =
    [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[
      Math.floor(runs.length / 2)
    ] ?? runs[0];
  if (REPORTS_DIR !== undefined && medianRun) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    const file = path.join(REPORTS_DIR, `${label.replace(/[^a-z]+/gi, '-')}.json`);
    writeFileSync(file, JSON.stringify(medianRun));
    console.info(`lighthouse ${label}: the median run's report is in ${file}`);
  }
  return {
    label,
    path: pagePath,
    performance: median(runs.map((lhr) => score(lhr, 'performance'))),
    fcpMs: median(runs.map((lhr) => numeric(lhr, 'first-contentful-paint'))),
    lcpMs: median(runs.map((lhr) => numeric(lhr, 'largest-contentful-paint'))),
    tbtMs: median(runs.map((lhr) => numeric(lhr, 'total-blocking-time'))),
    cls: median(runs.map((lhr) => numeric(lhr, 'cumulative-layout-shift'))),
    accessibility: median(runs.map((lhr) => score(lhr, 'accessibility'))),
    bestPractices: median(runs.map((lhr) => score(lhr, 'best-practices'))),
    bootupMs: median(runs.map((lhr) => numeric(lhr, 'bootup-time'))),
    between: medianRun ? betweenText(medianRun) : '',
  };
}

export interface LighthouseReport {
  pages: PageFigures[];
  text: string;
  failed: string[];
}

export function lighthouseText(pages: readonly PageFigures[]): string {
  return pages
    .map(
      (p) =>
        `${p.label} (${p.path}), median of ${RUNS} mobile first visits: performance ${p.performance.toFixed(2)} ` +
        `(goal ${PERFORMANCE_GOAL.toFixed(2)} ${p.performance >= PERFORMANCE_GOAL ? 'met' : 'not met'}), ` +
        `FCP ${seconds(p.fcpMs)}, LCP ${seconds(p.lcpMs)}, TBT ${Math.round(p.tbtMs)} ms, CLS ${p.cls.toFixed(3)}; ` +
        `accessibility ${p.accessibility.toFixed(2)}, best practices ${p.bestPractices.toFixed(2)}\n` +
        `  between it and 1.00: ${p.between}`,
    )
    .join('\n');
}

/** The four pages measured: /, /schools, /circle as a visitor, then a school detail logged in. */
export async function lighthouseReport(): Promise<LighthouseReport> {
  const failed: string[] = [];
  const pages: PageFigures[] = [];
  const server = await startAppServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    for (const { name, label, path: pagePath } of VISITOR_PAGES) {
      if (ONLY_PAGES.has(name))
        pages.push(await measurePage(label, `${server.url}${pagePath}`, pagePath, chrome.port, failed));
    }
    if (ONLY_PAGES.has('detail')) {
      const detail = await detailPath(server.url);
      await logIn(chrome.port, server);
      pages.push(await measurePage(DETAIL_LABEL, `${server.url}${detail}`, detail, chrome.port, failed));
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return { pages, text: lighthouseText(pages), failed };
}

/** Lighthouse on other origins (the floor of bench/floor.ts): `url` is origin + path, as first visits. */
export async function lighthouseOf(
  targets: readonly { label: string; origin: string; path: string }[],
): Promise<{ pages: PageFigures[]; failed: string[] }> {
  const failed: string[] = [];
  const pages: PageFigures[] = [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    for (const { label, origin, path: pagePath } of targets)
      pages.push(await measurePage(label, `${origin}${pagePath}`, pagePath, chrome.port, failed));
  } finally {
    chrome.kill();
  }
  return { pages, failed };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const report = await lighthouseReport();
  console.info(report.text);
  for (const line of report.failed) console.error(line);
  process.exitCode = report.failed.length > 0 ? 1 : 0;
}
