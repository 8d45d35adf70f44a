/**
 * The built PWA (dist/): files through @fastify/static, and the app shell for page paths. A GET or HEAD
 * outside /student/api, /socket.io and /files gets dist/index.html when it names a page (no file
 * extension in its last segment) whatever its Accept header (curl, a load balancer's health check), or
 * when a browser navigates (Accept: text/html) to anything else: status 200 for a route of the app
 * (isKnownPath), 404 otherwise (the client router then shows /404). A missing file such as
 * /assets/gone.js falls through to the JSON 404 of unknown URLs.
 *
 * Compression: `vite build` writes .br and .gz copies next to the text assets (scripts/precompress.ts);
 * every file, the app shell included, goes out as the copy the client's Accept-Encoding prefers
 * (Content-Encoding br or gzip, Vary: Accept-Encoding), or as it is. The copies are not routes of their own.
 * Caching: hashed /assets/* are immutable for a year; index.html, sw.js and every other file revalidate.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { NON_SPA_PREFIXES } from '../../src/contract/api.ts';
import { isKnownPath } from '../../src/contract/routes.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface SpaShell {
  /** True when this request is a page the app shell answers. */
  handles: (request: FastifyRequest) => boolean;
  send: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

declare module 'fastify' {
  interface FastifyInstance {
    spaShell: SpaShell | null;
  }
}

function pathnameOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function isNonSpaPath(pathname: string): boolean {
  return NON_SPA_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A page of the app, not a file: `/`, `/schools`, `/visa/detail` (no `.` in the last segment). */
export function isPagePath(pathname: string): boolean {
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

export const staticPlugin = fp<{ enabled: boolean; distDir: string }>(
  async (app, { enabled, distDir }) => {
    const root = path.resolve(distDir);
    if (!enabled || !existsSync(path.join(root, 'index.html'))) {
      if (enabled)
        app.log.warn({ distDir: root }, 'no built app in dist/: run `vite build` to serve the PWA');
      app.decorate('spaShell', null);
      return;
    }
    await app.register(fastifyStatic, {
      root,
      // one route for every file, looked up per request: a route per file (~260 with HEAD) was ~0.1 s of a
      // cold start, to list dist/ and compile the router's tree
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // files only, never a page path (a directory such as / or /assets: the not-found handler answers, below),
      // and the copies are picked by negotiation, never served under their own names
      allowedPath: (pathname) => !isPagePath(pathname) && !/\.(?:br|gz)$/.test(pathname),
      setHeaders: (reply, filePath) => {
        const relative = path.relative(root, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
    app.decorate<SpaShell>('spaShell', {
      handles: (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return false;
        const pathname = pathnameOf(request.url);
        if (isNonSpaPath(pathname)) return false;
        return isPagePath(pathname) || (request.headers.accept ?? '').includes('text/html');
      },
      send: (request, reply) =>
        reply
          .code(isKnownPath(pathnameOf(request.url)) ? 200 : 404)
          .header('cache-control', REVALIDATE)
          .sendFile('index.html'),
    });
  },
  { name: 'static' },
);
