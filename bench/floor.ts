/**
 * The app against a floor built in the same run (bench/floor-site.ts): floor (c) = React + TanStack Router +
 * Chakra UI's provider, floor (d) = the same + zod, both from the versions of package-lock.json. The app's pages
 * (/, /schools, /circle as a visitor, the school detail of bench/lighthouse.ts logged in) and the floors are
 * measured the same way, and the app's figures are printed as ratios to floor (d):
 *
 * - Throttled phone (bench/web.ts: PHONE; a new context per cold visit; BENCH_FLOOR_RUNS rounds over every
 *   target, the median). The app page's content time is when the text of its <main> is 90% there (bench/web.ts
 *   mainTextMs; its LCP without a <main>): an LCP can stay on a loading placeholder larger than the content. The
 *   floor's whole page is the latest of its LCP, main text and load event (it has nothing after). Cold over the
 *   floor's whole page: goal <= 1.00x. The app's repeat visit (same context, its service worker activated) over
 *   the floor's cold whole page (the floor has no service worker): goal <= 0.50x. First text (FCP) cold,
 *   absolute: goal <= 1 s; CLS of the cold visit: goal <= 0.02.
 * - Lighthouse (bench/lighthouse.ts, mobile preset, median of LIGHTHOUSE_RUNS): the bootup-time audit
 *   (numericValue), goal <= 2.00x. The app's pages come from the Lighthouse section when it ran in this
 *   process, else they are measured here.
 * - First-visit JS: the gzip (level 9) of the /assets/*.js the cold phone visit loaded, read from the directory
 *   that served them (bench/bundle.ts scriptsGzip): goal <= 1.15x on /, <= 1.30x on /schools and /circle
 *   (the school detail: information); the ratio to floor (c) is printed beside.
 *
 * The goals are information (met / NOT MET in the summary); an error of a measurement fails the run.
 * LIGHTHOUSE_PAGES selects the app's pages here too. `BENCH_ONLY=floor npm run bench` runs this section alone.
 */
import type { Browser } from 'playwright-core';

import { startAppServer, type AppServer } from './app-server.ts';
import { kb as kib, scriptsGzip } from './bundle.ts';
import { intFromEnv } from './env.ts';
import { startFloorSites, type FloorSite } from './floor-site.ts';
import {
  DETAIL_LABEL,
  RUNS as LIGHTHOUSE_RUNS,
  VISITOR_PAGES,
  detailPath,
  lighthouseOf,
  lighthouseReport,
  logInStudent,
  pageWanted,
  type PageFigures,
} from './lighthouse.ts';
import { atMostRow, median, msText, ratioRow, ratioText, type RatioRow } from './ratio.ts';
import {
  PHONE,
  assetScripts,
  launchChromium,
  newPhoneContext,
  phoneVisits,
  visit,
  type StorageState,
  type Visit,
} from './web.ts';

/** Phone visits per target (the median is used). */
const RUNS = intFromEnv('BENCH_FLOOR_RUNS', 3, 1, 9);

const GOALS = {
  coldContent: 1,
  repeatContent: 0.5,
  firstTextMs: 1_000,
  cls: 0.02,
  bootup: 2,
  js: { home: 1.15, schools: 1.3, circle: 1.3 } as Record<string, number | undefined>,
} as const;

/** One target's figures, medians of its runs. */
interface Figures {
  label: string;
  path: string;
  fcpMs: number | null;
  lcpMs: number | null;
  mainTextMs: number | null;
  loadMs: number | null;
  /** the app: its main text's time (else LCP); the floor: the latest of LCP, main text and load */
  contentMs: number | null;
  cls: number | null;
  repeatLcpMs: number | null;
  repeatFcpMs: number | null;
  repeatContentMs: number | null;
  /** the LCP element of the first cold and repeat visits */
  lcpElement: string | null;
  repeatLcpElement: string | null;
  /** runs whose service worker never activated (no repeat visit) */
  noRepeat: number;
  jsGzip: number | null;
  jsFiles: number;
  bootupMs: number | null;
}

interface PageTarget {
  label: string;
  path: string;
  storageState?: StorageState;
}

export interface FloorReport {
  text: string;
  rows: RatioRow[];
  failed: string[];
}

const later = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
/** The app page's content time: when the text of its <main> is there, or its LCP without a <main>. */
const appContent = (v: Visit) => v.mainTextMs ?? v.lcpMs;
/** The floor's whole page: its content has no later stage than these. */
const wholePage = (v: Visit) => later(later(v.lcpMs, v.mainTextMs), v.loadMs);

/** The medians of a target's visits; the JS of the first run (the same files each time, or near). */
function figuresOf(
  target: { label: string; path: string },
  colds: readonly Visit[],
  repeats: readonly (Visit | null)[],
  js: { gzip: number; files: number } | null,
  isFloor: boolean,
): Figures {
  const lcpMs = median(colds.map((v) => v.lcpMs));
  const loadMs = median(colds.map((v) => v.loadMs));
  return {
    label: target.label,
    path: target.path,
    fcpMs: median(colds.map((v) => v.fcpMs)),
    lcpMs,
    mainTextMs: median(colds.map((v) => v.mainTextMs)),
    loadMs,
    contentMs: median(colds.map(isFloor ? wholePage : appContent)),
    cls: median(colds.map((v) => v.cls)),
    repeatLcpMs: median(repeats.map((v) => v?.lcpMs ?? null)),
    repeatFcpMs: median(repeats.map((v) => v?.fcpMs ?? null)),
    repeatContentMs: median(repeats.map((v) => (v ? appContent(v) : null))),
    lcpElement: colds[0]?.lcpElement ?? null,
    repeatLcpElement: repeats.find((v) => v !== null)?.lcpElement ?? null,
    noRepeat: repeats.filter((v) => v === null).length,
    jsGzip: js?.gzip ?? null,
    jsFiles: js?.files ?? 0,
    bootupMs: null,
  };
}

function jsOf(v: Visit | undefined, root: string | undefined, label: string, failed: string[]) {
  if (!v) return null;
  const js = scriptsGzip(assetScripts(v), root);
  if (js.missing.length > 0)
    failed.push(`floor section, ${label}: loaded JS not on disk: ${js.missing.join(', ')}`);
  return js;
}

/** One cold visit of a floor on the phone, in a new context. */
async function floorVisit(browser: Browser, site: FloorSite): Promise<Visit> {
  const context = await newPhoneContext(browser, site.url);
  try {
    return await visit(context, site.url, '/', { phone: true });
  } finally {
    await context.close();
  }
}

/** The demo student's login (cookies, localStorage, IndexedDB), for the school detail's contexts. */
async function studentState(browser: Browser, server: AppServer): Promise<StorageState> {
  const context = await newPhoneContext(browser, server.url);
  try {
    await logInStudent(await context.newPage(), server);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

/** The app's pages of LIGHTHOUSE_PAGES: the visitors' and the school detail with the student's login. */
async function appTargets(browser: Browser, server: AppServer): Promise<PageTarget[]> {
  const targets: PageTarget[] = VISITOR_PAGES.filter((p) => pageWanted(p.name)).map((p) => ({ ...p }));
  if (pageWanted('detail')) {
    const detail = await detailPath(server.url);
    targets.push({ label: DETAIL_LABEL, path: detail, storageState: await studentState(browser, server) });
  }
  return targets;
}

/**
 * Every target on the phone, BENCH_FLOOR_RUNS rounds: in each, a cold visit of each floor, then each app page
 * cold and repeat (from its service worker, same context). The rounds alternate floors and pages so that the
 * load of a shared machine, which drifts over minutes, weighs on both sides of a ratio.
 */
async function measurePhone(browser: Browser, sites: readonly FloorSite[], failed: string[]) {
  const server = await startAppServer();
  try {
    const pages = await appTargets(browser, server);
    const floorColds = sites.map((): Visit[] => []);
    const pageColds = pages.map((): Visit[] => []);
    const pageRepeats = pages.map((): (Visit | null)[] => []);
    for (let round = 1; round <= RUNS; round += 1) {
      process.stdout.write(`  phone, round ${round} of ${RUNS}:`);
      for (const [i, site] of sites.entries()) {
        const cold = await floorVisit(browser, site);
        floorColds[i]?.push(cold);
        process.stdout.write(` ${site.label} ${msText(wholePage(cold))},`);
      }
      for (const [i, page] of pages.entries()) {
        const phone = await phoneVisits(browser, server.url, page);
        pageColds[i]?.push(phone.cold);
        pageRepeats[i]?.push(phone.repeat);
        process.stdout.write(
          ` ${page.label} ${msText(appContent(phone.cold))}/${msText(phone.repeat ? appContent(phone.repeat) : null)},`,
        );
      }
      process.stdout.write('\n');
    }
    const floors = sites.map((site, i) => {
      const colds = floorColds[i] ?? [];
      const js = jsOf(colds[0], site.dist, site.label, failed);
      return figuresOf({ label: site.label, path: '/' }, colds, [], js, true);
    });
    const app = pages.map((page, i) => {
      const colds = pageColds[i] ?? [];
      return figuresOf(
        page,
        colds,
        pageRepeats[i] ?? [],
        jsOf(colds[0], undefined, page.label, failed),
        false,
      );
    });
    return { floors, app };
  } finally {
    await server.stop();
  }
}

const kbText = (n: number | null) => (n === null ? 'n/a' : kib(n));
const clsText = (n: number | null) => (n === null ? 'n/a' : n.toFixed(3));

/** The summary rows of one app page against floor (d) (and (c) for the JS). */
function pageRows(page: Figures, c: Figures, d: Figures): RatioRow[] {
  const name = page.label;
  const jsGoal = GOALS.js[name];
  const jsOfC = ratioText(page.jsGzip !== null && c.jsGzip ? page.jsGzip / c.jsGzip : null);
  return [
    ratioRow({
      figure: `${name}: content, phone cold / floor (d) whole page`,
      value: page.contentMs,
      base: d.contentMs,
      unit: msText,
      goal: GOALS.coldContent,
      between: `main text ${msText(page.mainTextMs)}; LCP ${msText(page.lcpMs)}, ${page.lcpElement ?? 'none'}`,
    }),
    ratioRow({
      figure: `${name}: content, phone repeat (SW) / floor (d) cold whole page (no SW)`,
      value: page.repeatContentMs,
      base: d.contentMs,
      unit: msText,
      goal: GOALS.repeatContent,
      between:
        `LCP ${msText(page.repeatLcpMs)}, ${page.repeatLcpElement ?? 'none'}` +
        (page.noRepeat > 0
          ? `; ${page.noRepeat} of ${RUNS} run(s) without a repeat: the SW never activated`
          : ''),
    }),
    atMostRow(
      `${name}: first text (FCP), phone cold`,
      page.fcpMs,
      GOALS.firstTextMs,
      msText,
      `floor (d) ${msText(d.fcpMs)}`,
    ),
    atMostRow(`${name}: CLS, phone cold`, page.cls, GOALS.cls, clsText),
    ratioRow({
      figure: `${name}: script bootup (Lighthouse) / floor (d)`,
      value: page.bootupMs,
      base: d.bootupMs,
      unit: msText,
      goal: GOALS.bootup,
    }),
    ratioRow({
      figure: `${name}: first-visit JS gzip / floor (d)`,
      value: page.jsGzip,
      base: d.jsGzip,
      unit: kbText,
      goal: jsGoal,
      extra: `; ${jsOfC} of floor (c)`,
    }),
  ];
}

function figuresTable(all: readonly Figures[]): string {
  const headers = [
    'target',
    'FCP',
    'LCP',
    'main text',
    'load',
    'content',
    'CLS',
    'repeat FCP',
    'repeat LCP',
    'repeat content',
    'JS gzip',
    'bootup',
  ];
  const rows = all.map((f) => [
    `${f.label} ${f.path}`,
    msText(f.fcpMs),
    msText(f.lcpMs),
    msText(f.mainTextMs),
    msText(f.loadMs),
    msText(f.contentMs),
    clsText(f.cls),
    msText(f.repeatFcpMs),
    msText(f.repeatLcpMs),
    msText(f.repeatContentMs),
    `${kbText(f.jsGzip)} (${f.jsFiles})`,
    msText(f.bootupMs),
  ]);
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * Builds and serves the floors, measures them and the app's pages on the phone, then Lighthouse's bootup (the
 * app's from `appLighthouse` when the Lighthouse section already measured them in this process).
 */
export async function floorReport({
  appLighthouse,
}: { appLighthouse?: readonly PageFigures[] } = {}): Promise<FloorReport> {
  const failed: string[] = [];
  const sites = await startFloorSites();
  for (const site of sites)
    process.stdout.write(`  ${site.label} built in ${(site.buildMs / 1000).toFixed(1)} s\n`);
  let floors: Figures[];
  let app: Figures[];
  let lighthouse: PageFigures[];
  try {
    const browser = await launchChromium();
    try {
      ({ floors, app } = await measurePhone(browser, sites, failed));
    } finally {
      await browser.close();
    }
    process.stdout.write(`  Lighthouse on the floors (median of ${LIGHTHOUSE_RUNS}) ...\n`);
    const floorLh = await lighthouseOf(sites.map((s) => ({ label: s.label, origin: s.url, path: '/' })));
    failed.push(...floorLh.failed);
    lighthouse = floorLh.pages;
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
  if (appLighthouse === undefined) {
    process.stdout.write(`  Lighthouse on the app's pages (median of ${LIGHTHOUSE_RUNS}) ...\n`);
    const report = await lighthouseReport();
    failed.push(...report.failed);
    lighthouse.push(...report.pages);
  } else lighthouse.push(...appLighthouse);
  for (const f of [...floors, ...app])
    f.bootupMs = lighthouse.find((p) => p.label === f.label)?.bootupMs ?? null;

  const [c, d] = floors;
  if (!c || !d) throw new Error('the floors were not measured');
  const rows: RatioRow[] = [
    {
      figure: 'floor (c) / floor (d), the reference',
      value:
        `whole page ${msText(c.contentMs)} / ${msText(d.contentMs)}, FCP ${msText(c.fcpMs)} / ${msText(d.fcpMs)}, ` +
        `JS ${kbText(c.jsGzip)} / ${kbText(d.jsGzip)} gzip, bootup ${msText(c.bootupMs)} / ${msText(d.bootupMs)}`,
      goal: '(reference)',
      met: null,
    },
    ...app.flatMap((page) => pageRows(page, c, d)),
  ];
  const text = [
    `phone: ${PHONE.rttMs} ms RTT, ${PHONE.downBitsPerS / 1e6} Mbps down, ${PHONE.upBitsPerS / 1e6} Mbps up, ` +
      `${PHONE.cpuSlowdown}x CPU; median of ${RUNS} visit(s) per target (BENCH_FLOOR_RUNS); ` +
      `bootup: Lighthouse mobile, median of ${LIGHTHOUSE_RUNS}`,
    `main text: when the text of <main> was 90% there. Content: the app's main text (its LCP without a <main>); ` +
      `the floor's whole page (the latest of its LCP, main text and load event). ` +
      `Repeat: the app's second visit, from its service worker (the floor has none)`,
    figuresTable([...floors, ...app]),
  ].join('\n');
  return { text, rows, failed };
}
