/**
 * Bundle report of dist/ (run `vite build` first).
 *
 * - First-paint JS: the JavaScript the first visit to / really loads, measured in Chromium against the real
 *   server (bench/web.ts: a new context, a 390 x 844 phone viewport, every /assets/*.js the page requested
 *   until the network was idle; the service worker's precache is not the page's and is not counted). Its
 *   gzip (level 9) and brotli (quality 11, what scripts/precompress.ts writes and the server sends) sizes
 *   are computed from the files in dist/. This is the figure the goal INITIAL_JS_GOAL and, with --ceiling,
 *   the ceiling INITIAL_JS_CEILING apply to (`npm test` runs `tsx bench/bundle.ts --ceiling` after
 *   `vite build`).
 * - Entry JS: index.html's module script and its modulepreloads (a subset of the above: it leaves out what
 *   the router imports for the route / and its layout).
 * - Lazy chunks: every other .js of dist/assets, gzip; the largest, and those above LAZY_CHUNK_GOAL.
 * - First visits of FIRST_VISIT_PAGES (/, /schools, /circle), each in a new context: the JS gzip each loads,
 *   and the scripts it loaded that its HTML did not preload (the lazy overlays, what loads after the load
 *   event). With --ceiling, a page other than / that loads the home page's chunk fails (each page's HTML
 *   preloads the chunks of the routes it renders: server/plugins/static.ts).
 * - --by-package: the first-paint JS by npm package (node_modules/<pkg>) or source folder (src/<dir>,
 *   src/features/<feature>), from the source maps of a build with BUNDLE_SOURCEMAP=1 (vite.config.ts:
 *   hidden maps, the same chunks). Without maps in dist/ it runs that build first. Each chunk's minified
 *   bytes are attributed through its mappings; gzip per package is the chunk's gzip in proportion to them.
 *
 * KB = 1024 bytes here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { startAppServer } from './app-server.ts';
import { assetScripts, launchChromium, newPhoneContext, visit } from './web.ts';

/** The goal for the first-paint JS, gzip. */
export const INITIAL_JS_GOAL = 120 * 1024;
/**
 * `npm test` fails above this first-paint JS, gzip: 257.4 KB once packages were placed by what the first screens
 * really use (scripts/first-screens.ts; 299 KB before that, 337.8 KB before the cut) + 10%.
 */
export const INITIAL_JS_CEILING = 283 * 1024;
/** The goal for every lazy chunk, gzip. */
export const LAZY_CHUNK_GOAL = 40 * 1024;
/**
 * At most this many .js files on a first visit to / (npm test fails above it). Each is a request; over HTTP/1.1
 * a phone fetches 6 at a time, so ~70 small chunks cost several round trips of 150 ms each before the page could
 * render. scripts/first-screens.ts groups them into boot, app, layout and home; the rest are the
 * runtime, the lazy overlays a visit opens and what loads after the load event.
 */
export const FIRST_PAINT_FILES_CEILING = 12;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');

export const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

export interface Compressed {
  raw: number;
  gzip: number;
  brotli: number;
}

const gzipCache = new Map<string, number>();
/** gzip level 9 of a file of `root` (default dist/), by its root-relative path. */
function gzipOf(file: string, root = DIST): number {
  const full = path.join(root, file);
  let size = gzipCache.get(full);
  if (size === undefined) {
    size = gzipSync(readFileSync(full), { level: 9 }).length;
    gzipCache.set(full, size);
  }
  return size;
}

/**
 * The gzip bytes of the scripts a page loaded (URL paths as bench/web.ts's assetScripts lists them: /assets/x.js),
 * read from the built directory that served them; the paths it does not hold are returned apart.
 */
export function scriptsGzip(
  urls: readonly string[],
  root = DIST,
): { gzip: number; files: number; missing: string[] } {
  const files = [...new Set(urls.map((url) => url.slice(1).split('?')[0] ?? ''))];
  const missing = files.filter((file) => !existsSync(path.join(root, file)));
  const present = files.filter((file) => !missing.includes(file));
  return { gzip: present.reduce((sum, file) => sum + gzipOf(file, root), 0), files: present.length, missing };
}

function compressed(files: readonly string[]): Compressed {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const content = readFileSync(path.join(DIST, file));
    total.raw += content.length;
    total.gzip += gzipOf(file);
    total.brotli += brotliCompressSync(content, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
    }).length;
  }
  return total;
}

/** index.html's module script and modulepreloads, as dist-relative paths (assets/x.js). */
export function entryFiles(): string[] {
  return preloadedFiles(readFileSync(path.join(DIST, 'index.html'), 'utf8'));
}

export interface BundleFigures {
  firstPaint: Compressed & { files: string[] };
  entry: Compressed & { files: string[] };
  /** every .js of dist/assets the first visit did not load, largest first */
  lazy: { file: string; gzip: number }[];
}

/** Sizes of the first-paint JS (the dist/-relative files the browser loaded), the entry and the lazy chunks. */
export function bundleFigures(firstPaintFiles: readonly string[]): BundleFigures {
  if (!existsSync(path.join(DIST, 'index.html')))
    throw new Error('dist/index.html is missing: run `vite build` first');
  const firstPaint = [...new Set(firstPaintFiles)];
  const missing = firstPaint.filter((file) => !existsSync(path.join(DIST, file)));
  if (missing.length > 0)
    throw new Error(`the browser loaded files dist/ does not hold: ${missing.join(', ')}`);
  const entry = entryFiles();
  const lazy = readdirSync(path.join(DIST, 'assets'))
    .map((file) => `assets/${file}`)
    .filter((file) => file.endsWith('.js') && !firstPaint.includes(file))
    .map((file) => ({ file, gzip: gzipOf(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    firstPaint: { ...compressed(firstPaint), files: firstPaint },
    entry: { ...compressed(entry), files: entry },
    lazy,
  };
}

/** The pages whose first visit is measured: the home page and the two other first screens (the first is /). */
export const FIRST_VISIT_PAGES = ['/', '/schools', '/circle?feed=RECOMMEND'] as const;

/** The home page's chunk (scripts/first-screens.ts names it): no other page loads it. */
const HOME_CHUNK = /^assets\/home-[\w-]+\.js$/;

export interface PageVisit {
  path: string;
  /** the JS files (dist-relative) the visit loaded, in load order */
  files: string[];
  /** the page's own script and modulepreloads (dist-relative), as its HTML names them */
  preloaded: string[];
}

/** The script and modulepreloads of a page's HTML, as dist-relative paths. */
export function preloadedFiles(html: string): string[] {
  return [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
}

/** The first visit of each of FIRST_VISIT_PAGES in Chromium against the real server, each in a new context. */
export async function measureFirstVisits(): Promise<PageVisit[]> {
  const server = await startAppServer();
  const browser = await launchChromium();
  try {
    const visits: PageVisit[] = [];
    for (const page of FIRST_VISIT_PAGES) {
      const html = await (await fetch(new URL(page, server.url))).text();
      const context = await newPhoneContext(browser, server.url);
      try {
        const loaded = await visit(context, server.url, page, { phone: false });
        const files = [...new Set(assetScripts(loaded).map((url) => url.slice(1).split('?')[0] ?? ''))];
        visits.push({ path: page, files, preloaded: preloadedFiles(html) });
      } finally {
        await context.close();
      }
    }
    return visits;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** One line per page: its first visit's JS and what it loaded without a preload in its HTML. */
export function visitsText(visits: readonly PageVisit[]): string {
  const width = Math.max(...visits.map((v) => v.path.length));
  return [
    'first visits (JS gzip the page loads until network idle; not preloaded by its HTML):',
    ...visits.map((v) => {
      const late = v.files.filter((file) => !v.preloaded.includes(file));
      const gzip = v.files.reduce((sum, file) => sum + gzipOf(file), 0);
      return `  ${v.path.padEnd(width)}  ${kb(gzip).padStart(9)} gzip in ${String(v.files.length).padStart(2)} files; late: ${late.map((file) => file.replace(/^assets\//, '')).join(' ') || '-'}`;
    }),
  ].join('\n');
}

/** The pages other than / that load the home page's chunk (none should: they do not render it). */
export function homeChunkLeaks(visits: readonly PageVisit[]): string[] {
  return visits
    .filter((v) => v.path !== '/' && v.files.some((file) => HOME_CHUNK.test(file)))
    .map((v) => v.path);
}

// ---------------------------------------------------------------- by package (source maps)

const VLQ = new Map(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** One line of a source map's mappings: [generated column, source index or -1][]; state carries across lines. */
function decodeLine(line: string, state: { source: number }): [number, number][] {
  const segments: [number, number][] = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (segment === '') continue;
    const fields: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = VLQ.get(char);
      if (digit === undefined) throw new Error(`bad VLQ character ${char}`);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += fields[0] ?? 0;
    if (fields.length >= 4) {
      state.source += fields[1] ?? 0;
      segments.push([column, state.source]);
    } else {
      segments.push([column, -1]);
    }
  }
  return segments;
}

/** node_modules/<pkg> (scoped: @scope/pkg), src/<dir> (src/features/<feature>, src/routes/<dir>), or the rest. */
export function ownerOf(source: string): string {
  const normalized = source.split(path.sep).join('/');
  const modules = normalized.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const parts = normalized.slice(modules + 'node_modules/'.length).split('/');
    const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? '?');
    return name;
  }
  const relative = path.relative(ROOT, normalized).split(path.sep).join('/');
  if (relative.startsWith('src/')) {
    const parts = relative.split('/');
    const deeper = parts[1] === 'features' || parts[1] === 'routes';
    return parts.slice(0, deeper && parts.length > 3 ? 3 : 2).join('/');
  }
  return relative.startsWith('..') ? '(bundler runtime)' : relative;
}

const mapSchema = (value: unknown): { mappings: string; sources: string[] } => {
  if (typeof value !== 'object' || value === null) throw new Error('a source map is not an object');
  const mappings: unknown = Reflect.get(value, 'mappings');
  const sources: unknown = Reflect.get(value, 'sources');
  if (typeof mappings !== 'string' || !Array.isArray(sources)) throw new Error('a source map lacks mappings');
  return { mappings, sources: sources.map(String) };
};

/** Minified bytes (UTF-8) of one chunk per owner, through its source map. */
export function bytesByOwner(file: string, owner: (source: string) => string = ownerOf): Map<string, number> {
  const code = readFileSync(path.join(DIST, file), 'utf8');
  const mapFile = path.join(DIST, `${file}.map`);
  // the bundler's own runtime chunk comes without a map
  if (!existsSync(mapFile)) return new Map([['(no source map)', Buffer.byteLength(code)]]);
  const map = mapSchema(JSON.parse(readFileSync(mapFile, 'utf8')));
  const owners = map.sources.map((source) => owner(path.resolve(path.dirname(mapFile), source)));
  const out = new Map<string, number>();
  const add = (owner: string, bytes: number) => out.set(owner, (out.get(owner) ?? 0) + bytes);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  const state = { source: 0 };
  lines.forEach((line, index) => {
    const segments = decodeLine(mappingLines[index] ?? '', state);
    const newline = index < lines.length - 1 ? 1 : 0;
    if (segments.length === 0) {
      add('(unmapped)', Buffer.byteLength(line) + newline);
      return;
    }
    const first = segments[0]?.[0] ?? 0;
    if (first > 0) add('(unmapped)', Buffer.byteLength(line.slice(0, first)));
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      const owner = source === -1 ? '(unmapped)' : (owners[source] ?? '(unmapped)');
      add(owner, Buffer.byteLength(line.slice(column, end)) + (i === segments.length - 1 ? newline : 0));
    });
  });
  return out;
}

/** The server renderer built beside dist/ (src/entry-server.tsx): without it the server sends the app shell. */
export const SSR_ENTRY = path.join(`${DIST}-ssr`, 'entry-server.js');

/** True when the build has source maps (the entry script's is looked for) and its server renderer. */
export function hasSourceMaps(): boolean {
  if (!existsSync(path.join(DIST, 'index.html')) || !existsSync(SSR_ENTRY)) return false;
  const [entry] = entryFiles();
  return entry !== undefined && existsSync(path.join(DIST, `${entry}.map`));
}

/**
 * `vite build` with BUNDLE_SOURCEMAP=1 (hidden source maps; the chunks are the same as without), then the server
 * renderer as `npm run build` builds it, so that the measured pages are rendered by the server as in production.
 */
export function buildWithSourceMaps(): void {
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) {
    const result = spawnSync(vite, [...args, '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, BUNDLE_SOURCEMAP: '1' },
    });
    if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed (exit ${String(result.status)})`);
  }
}

/** The first-paint JS by owner: minified bytes and gzip in proportion, largest first. */
/** One source file (path below the project or node_modules/): the finer view of --by-module. */
export function moduleOf(source: string): string {
  const normalized = source.split(path.sep).join('/');
  const modules = normalized.lastIndexOf('node_modules/');
  if (modules !== -1) return normalized.slice(modules + 'node_modules/'.length);
  return path.relative(ROOT, normalized).split(path.sep).join('/');
}

export function byPackage(
  files: readonly string[],
  owner: (source: string) => string = ownerOf,
): { owner: string; raw: number; gzip: number }[] {
  const totals = new Map<string, { raw: number; gzip: number }>();
  for (const file of files) {
    const owners = bytesByOwner(file, owner);
    const raw = [...owners.values()].reduce((sum, bytes) => sum + bytes, 0);
    const gzip = gzipOf(file);
    for (const [owner, bytes] of owners) {
      const total = totals.get(owner) ?? { raw: 0, gzip: 0 };
      total.raw += bytes;
      total.gzip += raw === 0 ? 0 : (gzip * bytes) / raw;
      totals.set(owner, total);
    }
  }
  return [...totals].map(([owner, t]) => ({ owner, ...t })).sort((a, b) => b.gzip - a.gzip);
}

export function byPackageText(
  files: readonly string[],
  limit = 25,
  owner: (source: string) => string = ownerOf,
): string {
  const rows = byPackage(files, owner);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const lines = rows
    .slice(0, limit)
    .map(
      (row) =>
        `  ${kb(row.gzip).padStart(9)} gzip  ${kb(row.raw).padStart(9)} min  ${((row.gzip / total) * 100).toFixed(1).padStart(5)}%  ${row.owner}`,
    );
  const rest = rows.slice(limit);
  if (rest.length > 0)
    lines.push(
      `  ${kb(rest.reduce((sum, row) => sum + row.gzip, 0)).padStart(9)} gzip  in ${rest.length} more owners`,
    );
  return [
    `first-paint JS by ${owner === ownerOf ? 'package' : 'module'} (source maps; gzip attributed in proportion to minified bytes per chunk):`,
    ...lines,
  ].join('\n');
}

// ---------------------------------------------------------------- text

export function bundleText(figures: BundleFigures): string {
  const { firstPaint, entry, lazy } = figures;
  const above = lazy.filter((chunk) => chunk.gzip > LAZY_CHUNK_GOAL);
  const lines = [
    `first-paint JS  ${kb(firstPaint.gzip)} gzip, ${kb(firstPaint.brotli)} brotli, ${kb(firstPaint.raw)} min in ${firstPaint.files.length} files ` +
      `(ceiling ${FIRST_PAINT_FILES_CEILING}) ` +
      `(what the first visit to / loads in Chromium until network idle)`,
    `                goal ${kb(INITIAL_JS_GOAL)} gzip ${firstPaint.gzip <= INITIAL_JS_GOAL ? 'met' : 'not met'}, ` +
      `ceiling of npm test ${kb(INITIAL_JS_CEILING)} ${firstPaint.gzip <= INITIAL_JS_CEILING ? 'ok' : 'EXCEEDED'}`,
    `entry JS        ${kb(entry.gzip)} gzip, ${kb(entry.brotli)} brotli in ${entry.files.length} files (index.html's script + modulepreloads)`,
    `lazy chunks     ${lazy.length}, largest ${lazy[0] ? `${kb(lazy[0].gzip)} ${lazy[0].file}` : '-'}; ` +
      `goal ${kb(LAZY_CHUNK_GOAL)} each: ${above.length === 0 ? 'met' : `${above.length} above`}`,
    ...above.map((chunk) => `  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`),
    `first-paint files, largest first (gzip):`,
    ...firstPaint.files
      .map((file) => ({ file, gzip: gzipOf(file) }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 15)
      .map((chunk) => `  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const wantModules = process.argv.includes('--by-module');
  const wantPackages = wantModules || process.argv.includes('--by-package');
  if (wantPackages && !hasSourceMaps()) {
    console.info('dist/ has no source maps: building with BUNDLE_SOURCEMAP=1');
    buildWithSourceMaps();
  }
  const visits = await measureFirstVisits();
  const figures = bundleFigures(visits[0]?.files ?? []);
  console.info(bundleText(figures));
  console.info(visitsText(visits));
  // --page=/schools: the breakdown of that page's first visit instead of /'s
  const pageArg = process.argv.find((arg) => arg.startsWith('--page='))?.slice('--page='.length);
  const broken = pageArg ? visits.find((one) => one.path.startsWith(pageArg)) : visits[0];
  if (pageArg && !broken) throw new Error(`--page=${pageArg} is not one of ${FIRST_VISIT_PAGES.join(', ')}`);
  const brokenFiles = broken?.files ?? [];
  if (wantPackages) console.info(`\n${broken?.path ?? '/'}: ${byPackageText(brokenFiles)}`);
  if (wantModules) console.info(`\n${byPackageText(brokenFiles, 60, moduleOf)}`);
  if (process.argv.includes('--ceiling') && figures.firstPaint.gzip > INITIAL_JS_CEILING) {
    console.error(
      `first-paint JS ${kb(figures.firstPaint.gzip)} gzip is above the ceiling of ${kb(INITIAL_JS_CEILING)}`,
    );
    process.exitCode = 1;
  }
  const leaks = homeChunkLeaks(visits);
  if (process.argv.includes('--ceiling') && leaks.length > 0) {
    console.error(`the home page's chunk is loaded by ${leaks.join(', ')}, which do not render it`);
    process.exitCode = 1;
  }
  if (process.argv.includes('--ceiling') && figures.firstPaint.files.length > FIRST_PAINT_FILES_CEILING) {
    console.error(
      `the first visit loads ${figures.firstPaint.files.length} JS files, above the ceiling of ${FIRST_PAINT_FILES_CEILING}`,
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  });
}
