/**
 * The built PWA (dist/): files through @fastify/static, and the app shell for navigations. A GET that
 * accepts text/html outside /student/api, /socket.io and /files gets dist/index.html: status 200 for a
 * route of the app (isKnownPath), 404 otherwise (the client router then shows /404).
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
  /** True when this request is a navigation the app shell answers. */
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
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(root, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
    app.decorate<SpaShell>('spaShell', {
      handles: (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return false;
        if (!(request.headers.accept ?? '').includes('text/html')) return false;
        return !isNonSpaPath(pathnameOf(request.url));
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
