/**
 * Bundle report: gzip size of the initial route's JS and CSS (the entry script, its modulepreloads and
 * stylesheets in dist/index.html) and of each lazy chunk, against the goal of 120 KB initial JS.
 * With --ceiling it exits 1 above 250 KB initial JS, so `npm test` catches regressions.
 * Run `vite build` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_GOAL = 120 * 1024;
export const INITIAL_JS_CEILING = 250 * 1024;

const DIST = 'dist';

function gz(file: string): number {
  return gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export interface BundleReport {
  initialJs: number;
  initialCss: number;
  initialFiles: string[];
  lazy: { file: string; gzip: number }[];
}

export function bundleReport(): BundleReport {
  if (!existsSync(path.join(DIST, 'index.html')))
    throw new Error('dist/index.html is missing: run `vite build` first');
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  const initialJs = initial.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
  const initialCss = initial.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(f), 0);
  const lazy = readdirSync(path.join(DIST, 'assets'))
    .map((f) => `assets/${f}`)
    .filter((f) => f.endsWith('.js') && !initial.includes(f))
    .map((file) => ({ file, gzip: gz(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { initialJs, initialCss, initialFiles: initial, lazy };
}

function main(): void {
  const report = bundleReport();
  console.info(
    `initial JS   ${kb(report.initialJs)} gzip in ${report.initialFiles.filter((f) => f.endsWith('.js')).length} files`,
  );
  console.info(
    `             goal ${kb(INITIAL_JS_GOAL)} ${report.initialJs <= INITIAL_JS_GOAL ? 'met' : 'not met yet'}, ceiling ${kb(INITIAL_JS_CEILING)}`,
  );
  console.info(`initial CSS  ${kb(report.initialCss)} gzip`);
  console.info(`lazy chunks  ${report.lazy.length}, largest:`);
  for (const chunk of report.lazy.slice(0, 12))
    console.info(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`);
  if (process.argv.includes('--ceiling') && report.initialJs > INITIAL_JS_CEILING) {
    console.error(
      `initial JS ${kb(report.initialJs)} gzip is above the ceiling of ${kb(INITIAL_JS_CEILING)}`,
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
