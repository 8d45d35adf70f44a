/**
 * Compression of JSON answers (the API, the OpenAPI document, health checks): a body of at least
 * COMPRESS_THRESHOLD bytes goes out as brotli or gzip, whichever the client's Accept-Encoding prefers
 * (brotli on a tie), with Content-Encoding and the compressed Content-Length. Every JSON answer and every
 * API 304 says `Vary: Accept-Encoding`, so a shared cache keeps the encodings apart.
 *
 * Untouched: HEAD, 1xx/204/206/304, bodies already encoded (Content-Encoding set), streams (the static
 * files, which come precompressed: see static.ts) and socket.io (never routed through Fastify anyway).
 * ETags: a weak ETag stays as it is (the encodings are the same representation); a strong one becomes
 * weak, since the compressed bytes differ. The registration order matters: this onSend runs after the
 * idempotency plugin's, which therefore stores and replays the uncompressed body.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

import { API_PREFIX } from '../../src/contract/api.ts';

/** Smaller bodies are sent as they are: below about 1 KB compression saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;
/** Per request, brotli quality 5 compresses as fast as gzip's default and smaller. */
const BROTLI_QUALITY = 5;

export type ContentCoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The coding to use for an Accept-Encoding header (RFC 9110 section 12.5.3): the highest q of br and
 * gzip (`*` stands for any not named), br on a tie, null when neither is acceptable or no header came.
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentCoding | null {
  if (header === undefined) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q=([01](?:\.\d{0,3})?)$/.exec(param);
      if (match?.[1] !== undefined) q = Number(match[1]);
    }
    weights.set(name, q);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

export function compressText(coding: ContentCoding, body: string | Buffer, size: number): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body);
  return brotliAsync(body, {
    params: {
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
}

/** Appends accept-encoding to Vary, once (a `Vary: *` already covers it). */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const value = Array.isArray(current) ? current.join(', ') : String(current);
  const tokens = value.split(',').map((token) => token.trim().toLowerCase());
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', `${value}, accept-encoding`);
}

function isJson(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

export const compressPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'HEAD' || request.url.startsWith('/socket.io/')) return payload;
      const status = reply.statusCode;
      if (status === 304) {
        if (request.url.startsWith(`${API_PREFIX}/`)) varyOnAcceptEncoding(reply);
        return payload;
      }
      if (status < 200 || status === 204 || status === 206) return payload;
      if (reply.hasHeader('content-encoding') || !isJson(reply.getHeader('content-type'))) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

      varyOnAcceptEncoding(reply);
      // the cheap checks first: most API clients of a bench or a script ask for no encoding
      const coding = negotiateEncoding(request.headers['accept-encoding']);
      if (!coding) return payload;
      const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
      if (size < COMPRESS_THRESHOLD) return payload;

      const compressed = await compressText(coding, payload, size);
      const etag = reply.getHeader('etag');
      if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
      reply.header('content-encoding', coding);
      reply.header('content-length', compressed.length);
      return compressed;
    });
  },
  { name: 'compress' },
);
