/**
 * Compression of answers built in memory (the API's JSON, the OpenAPI document) with @fastify/compress: a
 * body of at least COMPRESS_THRESHOLD bytes goes out as brotli or gzip, as the client's Accept-Encoding
 * prefers, with `Vary: Accept-Encoding`. Built assets are not compressed here: static.ts serves their
 * precompressed copies, whose Content-Encoding this plugin leaves alone; what it streams (the few small
 * files without a copy, sw.js) it compresses as it goes. Registered after the idempotency
 * plugin, whose onSend therefore stores and replays the uncompressed body.
 */
import { constants as zlib } from 'node:zlib';

import compress from '@fastify/compress';
import fp from 'fastify-plugin';

import { API_PREFIX } from '../../src/contract/api.ts';

/** Smaller bodies are sent as they are: below about 1 KB compression saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

export const compressPlugin = fp(
  async (app) => {
    // every API answer (a 304 and an answer sent as it is too) varies by Accept-Encoding for shared caches
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith(`${API_PREFIX}/`) && !reply.hasHeader('vary'))
        reply.header('vary', 'accept-encoding');
      return payload;
    });
    await app.register(compress, {
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      // per request, brotli quality 5 compresses as fast as gzip's default and smaller
      brotliOptions: {
        params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 5 },
      },
    });
  },
  { name: 'compress' },
);
