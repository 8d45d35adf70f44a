/**
 * Lighthouse (mobile preset, simulated throttling) on the built app served by the real server on a new
 * database (a first visit: no service worker, empty caches): the median of 3 runs per page of performance,
 * accessibility, best practices, FCP, LCP, TBT and CLS. Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium); only 127.0.0.1 is contacted. Needs dist/ (`vite build`).
 * `npm run bench` reports the home page (`lighthouseReport(['/'])`); `npm run bench:lighthouse` runs / and /schools.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.ts';

const RUNS = 3;

async function startServer(dataDir: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function lighthouseReport(
  pages: readonly string[],
): Promise<{ text: string; failed: string[] }> {
  const lines: string[] = [];
  const failed: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'liuxue-lh-'));
  const server = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    for (const page of pages) {
      const scores: Record<string, number[]> = {
        performance: [],
        accessibility: [],
        'best-practices': [],
        fcp: [],
        lcp: [],
        tbt: [],
        cls: [],
      };
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error('lighthouse returned no result');
        if (lhr.runtimeError)
          failed.push(`lighthouse ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        for (const key of ['performance', 'accessibility', 'best-practices'] as const) {
          scores[key]?.push(lhr.categories[key]?.score ?? NaN);
        }
        scores.fcp?.push(lhr.audits['first-contentful-paint']?.numericValue ?? NaN);
        scores.lcp?.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
        scores.tbt?.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
        scores.cls?.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN);
      }
      const m = (key: string) => median(scores[key] ?? []);
      lines.push(
        `${page.padEnd(9)} median of ${RUNS} mobile first visits: performance ${m('performance').toFixed(2)}, ` +
          `FCP ${Math.round(m('fcp'))} ms, LCP ${Math.round(m('lcp'))} ms, TBT ${Math.round(m('tbt'))} ms, ` +
          `CLS ${m('cls').toFixed(3)}; accessibility ${m('accessibility').toFixed(2)}, ` +
          `best practices ${m('best-practices').toFixed(2)}`,
      );
    }
  } finally {
    chrome.kill();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { text: lines.join('\n'), failed };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const report = await lighthouseReport(['/', '/schools']);
  console.info(report.text);
  for (const line of report.failed) console.error(line);
  process.exitCode = report.failed.length > 0 ? 1 : 0;
}
