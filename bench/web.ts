/**
 * What a phone sees of the built app, measured in Debian's Chromium (playwright-core, the shared flags of
 * scripts/chromium-flags.ts, a 390 x 844 viewport, zh-CN) against the real server serving dist/ with its
 * compression (bench/app-server.ts; the browser asks for br). Only 127.0.0.1 is contacted.
 *
 * - First visit to / (a new browser context: empty HTTP cache, no service worker, unthrottled): every
 *   request of the page target until the network is idle (no request in flight for IDLE_MS, socket.io
 *   left out), from the DevTools protocol's Network domain. "Transferred" is the sum of
 *   Network.loadingFinished's encodedDataLength: compressed bodies plus response headers, what DevTools
 *   shows as transferred. The service worker's background precache runs in the worker's own target, whose
 *   requests the page's Network domain does not see: it is not counted, and is reported on its own
 *   (Playwright's context 'requestfinished' events whose request comes from a service worker).
 *   The JavaScript of that visit (the /assets/*.js the page loaded) is the "first-paint JS" of
 *   bench/bundle.ts.
 * - SW activation: from navigation start (performance.now() of the page) until the registration's active
 *   worker reaches the state "activated" (navigator.serviceWorker.ready, then statechange).
 * - Phone profile: PHONE below through the DevTools protocol on the page's target
 *   (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate). First text = the Paint Timing API's
 *   first-contentful-paint (text, or the inline shell's brand, whichever paints first). Cold: a new
 *   context; repeat: a second page of the same context once its service worker is activated (the HTTP
 *   cache and the precache filled by the first visit). The protocol's emulation applies to the page's target:
 *   what the service worker itself fetches (its precache) is not throttled, so the phone's SW activation time
 *   is a lower bound (said where it is printed).
 * - Each visit also reads the largest contentful paint (the last candidate at network idle, and its element), the
 *   time the text of <main> was 90% there (mainTextMs), the load event and the CLS (the largest session window of layout shifts, bench/ratio.ts clsOf) from performance
 *   observers added before the page's own scripts; bench/floor.ts compares them to the floor's.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { z } from 'zod';

import { CHROME_PATH, CHROMIUM_FLAGS } from './app-server.ts';
import { clsOf, textShownMs } from './ratio.ts';

const layoutShifts = z.array(z.object({ startTime: z.number(), value: z.number() }));
const textSamples = z.array(z.object({ at: z.number(), length: z.number() }));
/** The share of the final text of <main> that counts as "its content is there". */
const MAIN_TEXT_SHARE = 0.9;

/** The throttled phone: 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown. */
export const PHONE = { rttMs: 150, downBitsPerS: 1_600_000, upBitsPerS: 750_000, cpuSlowdown: 4 } as const;
export const PHONE_VIEWPORT = { width: 390, height: 844 };
const IDLE_MS = 1_000;
const IDLE_CAP_MS = 60_000;
const SW_CAP_MS = 180_000;
const PAINT_CAP_MS = 15_000;

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROMIUM_FLAGS });
}

export type StorageState = BrowserContextOptions['storageState'];

/** A new context of the phone (viewport, zh-CN, service workers allowed), optionally with a saved login. */
export async function newPhoneContext(
  browser: Browser,
  baseURL: string,
  { storageState }: { storageState?: StorageState } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE_VIEWPORT,
    locale: 'zh-CN',
    serviceWorkers: 'allow',
    storageState,
  });
  // navigation start -> the active worker's "activated", in the page's own clock
  await context.addInitScript(`(() => {
    window.__benchSwActivated = null;
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.ready.then((registration) => {
      const worker = registration.active;
      if (!worker) return;
      const done = () => { if (window.__benchSwActivated === null) window.__benchSwActivated = performance.now(); };
      if (worker.state === 'activated') done();
      else worker.addEventListener('statechange', () => { if (worker.state === 'activated') done(); });
    });
  })();`);
  // the largest contentful paint and the layout shifts, buffered from navigation start
  await context.addInitScript(`(() => {
    window.__benchLcp = null;
    window.__benchLcpElement = null;
    window.__benchShifts = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__benchLcp = entry.startTime;
          const element = entry.element;
          window.__benchLcpElement = element
            ? element.tagName.toLowerCase() + ' "' + (element.textContent || '').trim().slice(0, 24) + '"'
            : entry.url || null;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (!entry.hadRecentInput) window.__benchShifts.push({ startTime: entry.startTime, value: entry.value });
      }).observe({ type: 'layout-shift', buffered: true });
    } catch {}
    // the amount of text in the first <main>, sampled in the frame that paints each change
    window.__benchMainText = [];
    let scheduled = false;
    let last = -1;
    const sample = () => {
      scheduled = false;
      const main = document.querySelector('main');
      const length = main ? (main.textContent || '').replace(/\\s+/g, '').length : 0;
      if (length !== last) window.__benchMainText.push({ at: performance.now(), length });
      last = length;
    };
    new MutationObserver(() => {
      if (!scheduled) { scheduled = true; requestAnimationFrame(sample); }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  })();`);
  return context;
}

export interface LoadedRequest {
  /** pathname + search, or the whole URL for another origin */
  url: string;
  /** the protocol's resource type: Document, Script, Stylesheet, Font, Image, Fetch... */
  type: string;
  /** headers and encoded body, bytes */
  encoded: number;
  /** encoded body alone (encoded minus the response's header bytes), bytes */
  body: number;
  fromServiceWorker: boolean;
  fromCache: boolean;
}

export interface Visit {
  page: Page;
  requests: LoadedRequest[];
  transferred: number;
  bodies: number;
  /** first-contentful-paint of the Paint Timing API, ms from navigation start */
  fcpMs: number | null;
  /** the last largest-contentful-paint candidate at network idle, ms from navigation start */
  lcpMs: number | null;
  /** that candidate: its tag and the start of its text (or an image's URL) */
  lcpElement: string | null;
  /**
   * when the text of the page's first <main> reached MAIN_TEXT_SHARE of its amount at network idle (ms from
   * navigation start, not before first-contentful-paint; bench/ratio.ts textShownMs): when its content's text
   * is there, unlike an LCP that a loading placeholder larger than the content can hold; null without <main>
   */
  mainTextMs: number | null;
  /** the navigation's loadEventEnd, ms from navigation start */
  loadMs: number | null;
  /** cumulative layout shift: the largest session window of the shifts without recent input (clsOf) */
  cls: number;
  /** how long the page took to reach network idle, ms (wall clock, from the goto) */
  idleMs: number;
}

interface Pending {
  url: string;
  type: string;
  headerBytes: number;
  fromServiceWorker: boolean;
  fromCache: boolean;
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: PHONE.downBitsPerS / 8,
    uploadThroughput: PHONE.upBitsPerS / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

function shortUrl(raw: string, origin: string): string {
  return raw.startsWith(origin) ? raw.slice(origin.length) || '/' : raw;
}

/** Opens `path` in a new page of `context` and waits for network idle; the page stays open. */
export async function visit(
  context: BrowserContext,
  origin: string,
  path: string,
  { phone }: { phone: boolean },
): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (phone) await throttle(cdp);

  const pending = new Map<string, Pending>();
  const requests: LoadedRequest[] = [];
  let lastActivity = Date.now();
  const counts = (url: string) => url.startsWith('http') && !url.includes('/socket.io/');
  cdp.on('Network.requestWillBeSent', (event) => {
    lastActivity = Date.now();
    if (!counts(event.request.url)) return;
    pending.set(event.requestId, {
      url: shortUrl(event.request.url, origin),
      type: event.type ?? 'Other',
      headerBytes: 0,
      fromServiceWorker: false,
      fromCache: false,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    lastActivity = Date.now();
    const entry = pending.get(event.requestId);
    if (!entry) return;
    entry.headerBytes = event.response.encodedDataLength;
    entry.fromServiceWorker = event.response.fromServiceWorker === true;
    entry.fromCache = event.response.fromDiskCache === true || event.response.fromPrefetchCache === true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now();
    const entry = pending.get(event.requestId);
    if (!entry) return;
    pending.delete(event.requestId);
    requests.push({
      url: entry.url,
      type: entry.type,
      encoded: event.encodedDataLength,
      body: Math.max(0, event.encodedDataLength - entry.headerBytes),
      fromServiceWorker: entry.fromServiceWorker,
      fromCache: entry.fromCache,
    });
  });
  cdp.on('Network.loadingFailed', (event) => {
    lastActivity = Date.now();
    pending.delete(event.requestId);
  });

  const started = Date.now();
  await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
  while (Date.now() - started < IDLE_CAP_MS) {
    if (pending.size === 0 && Date.now() - lastActivity >= IDLE_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const idleMs = Date.now() - started - IDLE_MS;
  // a page can still be unpainted when its network is quiet (a long task between its DOM and its first frame):
  // wait for that frame, so that its paint timings are read
  const paintDeadline = Date.now() + PAINT_CAP_MS;
  while (Date.now() < paintDeadline) {
    const painted = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    if (painted) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const paints = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const lcp: unknown = Reflect.get(window, '__benchLcp');
    const lcpElement: unknown = Reflect.get(window, '__benchLcpElement');
    const mainText: unknown = Reflect.get(window, '__benchMainText');
    const shifts: unknown = Reflect.get(window, '__benchShifts');
    return {
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      lcpMs: typeof lcp === 'number' ? lcp : null,
      lcpElement: typeof lcpElement === 'string' ? lcpElement : null,
      loadMs: navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd || null : null,
      shifts,
      mainText,
    };
  });
  const shifts = layoutShifts.catch([]).parse(paints.shifts);
  const mainText = textSamples.catch([]).parse(paints.mainText);
  return {
    page,
    requests,
    transferred: requests.reduce((sum, r) => sum + r.encoded, 0),
    bodies: requests.reduce((sum, r) => sum + r.body, 0),
    fcpMs: paints.fcpMs,
    lcpMs: paints.lcpMs,
    lcpElement: paints.lcpElement,
    mainTextMs: textShownMs(mainText, MAIN_TEXT_SHARE, paints.fcpMs),
    loadMs: paints.loadMs,
    cls: clsOf(shifts),
    idleMs,
  };
}

/** ms from the page's navigation start until its service worker registration is "activated"; null after the cap. */
export async function swActivatedMs(page: Page): Promise<number | null> {
  const read = () =>
    page.evaluate(() => {
      const value: unknown = Reflect.get(window, '__benchSwActivated');
      return typeof value === 'number' ? value : null;
    });
  const deadline = Date.now() + SW_CAP_MS;
  for (;;) {
    const value = await read();
    if (value !== null || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The service worker's own requests in this context (its precache), bytes of encoded bodies and headers. */
export function watchServiceWorkerRequests(context: BrowserContext): () => { count: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  context.on('requestfinished', (request) => {
    if (!request.serviceWorker()) return;
    void request.sizes().then(
      (sizes) => {
        count += 1;
        bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      },
      () => undefined,
    );
  });
  return () => ({ count, bytes });
}

/** The /assets/*.js the visit loaded (pathname and search), in load order: its first-paint JS. */
export function assetScripts(v: Visit): string[] {
  return v.requests.filter((r) => r.url.startsWith('/assets/') && r.url.endsWith('.js')).map((r) => r.url);
}

export interface FirstVisitFigures {
  /** the page's requests on the first visit to / (no cache, no service worker), unthrottled */
  first: Visit;
  /** /assets/*.js pathnames the first visit loaded, in load order */
  js: string[];
  swUnthrottledMs: number | null;
  swPrecache: { count: number; bytes: number };
}

/** The first visit to / in a new context, unthrottled: requests until idle, then the SW's activation. */
export async function firstVisit(
  browser: Browser,
  origin: string,
  { waitForServiceWorker }: { waitForServiceWorker: boolean },
): Promise<FirstVisitFigures> {
  const context = await newPhoneContext(browser, origin);
  try {
    const swRequests = watchServiceWorkerRequests(context);
    const first = await visit(context, origin, '/', { phone: false });
    const js = assetScripts(first);
    const swUnthrottledMs = waitForServiceWorker ? await swActivatedMs(first.page) : null;
    return { first, js, swUnthrottledMs, swPrecache: swRequests() };
  } finally {
    await context.close();
  }
}

export interface PhoneFigures {
  cold: Visit;
  repeat: Visit | null;
  swPhoneMs: number | null;
}

/**
 * Cold then repeat visit to `path` (default /) on the throttled phone profile, in one context (optionally with
 * a saved login).
 */
export async function phoneVisits(
  browser: Browser,
  origin: string,
  { path = '/', storageState }: { path?: string; storageState?: StorageState } = {},
): Promise<PhoneFigures> {
  const context = await newPhoneContext(browser, origin, { storageState });
  try {
    const cold = await visit(context, origin, path, { phone: true });
    const swPhoneMs = await swActivatedMs(cold.page);
    await cold.page.close();
    const repeat = swPhoneMs === null ? null : await visit(context, origin, path, { phone: true });
    return { cold, repeat, swPhoneMs };
  } finally {
    await context.close();
  }
}
