/**
 * The app shell of one page: dist/index.html with the page's own head and heading, so what a phone
 * shows before the JavaScript arrives, and what a link preview or a crawler that runs no script reads, is that
 * page and not the site in general.
 *
 * - `<title>`, the description and the keywords tag get the route's values from the route table
 *   (src/contract/routes.ts: documentTitle, documentKeywords), the ones its head() writes once the app runs.
 * - `<meta name="rendered-at">` after the description: when this HTML was made, so a copy the service worker
 *   answers from its pages cache can say how old it is (src/contract/pwa.ts RENDERED_AT_META).
 * - The shell's heading placeholder (`<!--page-heading-->...<!--/page-heading-->` in index.html) becomes the
 *   route's title and description, drawn like PageShell (src/components/layout/page-shell.tsx: same container
 *   padding, sizes and colours), so on a page that starts with PageShell the heading stays where the app draws
 *   it. A page whose first screen draws its own heading (the home page, /circle: server/lib/first-screen.ts
 *   `ownHeading`) keeps the placeholder, which its first screen removes.
 *
 * A template without these marks (a stand-in dist/ in tests) is returned with what it has replaced.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { RENDERED_AT_META } from '../../src/contract/pwa.ts';
import { documentKeywords, documentTitle, type RouteMeta } from '../../src/contract/routes.ts';
import { escapeHtml } from './html.ts';

const HEADING_MARK = /<!--page-heading-->[\s\S]*?<!--\/page-heading-->/;

const RENDERED_AT_TAG = new RegExp(`<meta\\s+name="${RENDERED_AT_META}"\\s+content="[^"]*"\\s*/?>`);

/**
 * The page's HTML: the template with the route's head tags and, when `heading`, its PageShell heading.
 * `renderedAt`: when the HTML is made for the request that asks for it.
 */
export function renderPageHtml(
  template: string,
  route: RouteMeta,
  heading = true,
  renderedAt: Date = new Date(),
): string {
  const title = escapeHtml(documentTitle(route));
  const description = escapeHtml(route.description);
  const keywords = escapeHtml(documentKeywords(route));
  const renderedAtTag = `<meta name="${RENDERED_AT_META}" content="${renderedAt.toISOString()}" />`;
  // a template made from a page's HTML has the tag already: its time is replaced, no second tag is added
  const hasRenderedAt = RENDERED_AT_TAG.test(template);
  let html = template
    .replace(RENDERED_AT_TAG, () => renderedAtTag)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*("\s*\/?>)/,
      (_all, open: string, close: string) =>
        `${open}${description}${close}${hasRenderedAt ? '' : `\n    ${renderedAtTag}`}`,
    )
    .replace(
      /(<meta\s+name="keywords"\s+content=")[^"]*(")/,
      (_all, open: string, close: string) => `${open}${keywords}${close}`,
    );
  if (heading) {
    html = html.replace(
      HEADING_MARK,
      () => `<div class="page-heading"><h1>${escapeHtml(route.title)}</h1><p>${description}</p></div>`,
    );
  }
  return html;
}

/** One page's answer, made once: the HTML, its compressed copies and its ETag. */
export interface PageBody {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export function pageBody(html: string): PageBody {
  const body = Buffer.from(html, 'utf8');
  return {
    html: body,
    br: brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: zlib.Z_BEST_COMPRESSION }),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

/** The encoding to send: brotli, then gzip, as the Accept-Encoding header allows (q=0 refuses), else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
