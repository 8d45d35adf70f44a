/**
 * Lighthouse (mobile, default throttling) on the built app served by the real server: the median of
 * 3 runs for / and /schools. Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); only
 * 127.0.0.1 is contacted. Run `vite build` first: `npx tsx bench/lighthouse.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.ts';

const RUNS = 3;
const PAGES = ['/', '/schools'];

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

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'liuxue-lh-'));
  const server = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    for (const page of PAGES) {
      const scores: Record<string, number[]> = {
        performance: [],
        accessibility: [],
        'best-practices': [],
        lcp: [],
        tbt: [],
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
        if (lhr.runtimeError) console.warn(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        for (const key of ['performance', 'accessibility', 'best-practices'] as const) {
          scores[key]?.push(lhr.categories[key]?.score ?? NaN);
        }
        scores.lcp?.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
        scores.tbt?.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
      }
      console.info(
        `${page.padEnd(9)} median of ${RUNS} mobile runs: performance ${median(scores.performance ?? []).toFixed(2)}, ` +
          `accessibility ${median(scores.accessibility ?? []).toFixed(2)}, best practices ${median(scores['best-practices'] ?? []).toFixed(2)}, ` +
          `LCP ${Math.round(median(scores.lcp ?? []))} ms, TBT ${Math.round(median(scores.tbt ?? []))} ms`,
      );
    }
  } finally {
    chrome.kill();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
