/**
 * The head of one page: `<title>`, the description and the keywords tag of dist/index.html get the route's
 * values from the route table (src/contract/routes.ts: documentTitle, documentKeywords), the ones its head()
 * writes once the app runs, so a link preview or a crawler that runs no script reads that page and not the
 * site in general, and `<meta name="rendered-at">` after the description: when this HTML was made, so a copy
 * the service worker answers from its pages cache can say how old it is (src/contract/pwa.ts RENDERED_AT_META).
 * A template without these tags (a stand-in dist/ in tests) is returned as it is.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { RENDERED_AT_META } from '../../src/contract/pwa.ts';
import {
  documentKeywords,
  documentTitle,
  subjectDocumentTitle,
  type RouteMeta,
} from '../../src/contract/routes.ts';
import { escapeHtml } from './html.ts';

const RENDERED_AT_TAG = new RegExp(`<meta\\s+name="${RENDERED_AT_META}"\\s+content="[^"]*"\\s*/?>`);

/** A rendered page about one subject (an article, a playback) titled with it, as the browser titles it. */
export function withSubjectTitle(html: string, subject: string): string {
  const title = escapeHtml(subjectDocumentTitle(subject));
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
}

/** The page's HTML: the template with the route's head tags; `renderedAt`: when the HTML is made. */
export function renderPageHtml(template: string, route: RouteMeta, renderedAt: Date = new Date()): string {
  const title = escapeHtml(documentTitle(route));
  const description = escapeHtml(route.description);
  const keywords = escapeHtml(documentKeywords(route));
  const renderedAtTag = `<meta name="${RENDERED_AT_META}" content="${renderedAt.toISOString()}" />`;
  // a template made from a page's HTML has the tag already: its time is replaced, no second tag is added
  const hasRenderedAt = RENDERED_AT_TAG.test(template);
  return template
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
}

/**
 * One page's answer, made once: the HTML, its compressed copies and its ETag. Brotli at quality 6, not 11: a
 * rendered page is made anew every few seconds, and 11 costs ten times the CPU for a few percent of its size.
 */
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
        [zlib.BROTLI_PARAM_QUALITY]: 6,
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
