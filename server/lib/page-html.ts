/**
 * The head of one page: `<title>`, the description and the keywords tag of dist/index.html get the route's
 * values from the route table (src/contract/routes.ts: documentTitle, documentKeywords), the ones its head()
 * writes once the app runs, so a link preview or a crawler that runs no script reads that page and not the
 * site in general. A template without these tags (a stand-in dist/ in tests) is returned as it is.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { documentKeywords, documentTitle, type RouteMeta } from '../../src/contract/routes.ts';
import { escapeHtml } from './html.ts';

/** The page's HTML: the template with the route's head tags. */
export function renderPageHtml(template: string, route: RouteMeta): string {
  const title = escapeHtml(documentTitle(route));
  const description = escapeHtml(route.description);
  const keywords = escapeHtml(documentKeywords(route));
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_all, open: string, close: string) => `${open}${description}${close}`,
    )
    .replace(
      /(<meta\s+name="keywords"\s+content=")[^"]*(")/,
      (_all, open: string, close: string) => `${open}${keywords}${close}`,
    );
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
