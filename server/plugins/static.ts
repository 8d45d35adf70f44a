/**
 * The built PWA (dist/): files through @fastify/static, and the app shell for page paths. A GET or HEAD
 * outside /student/api, /socket.io and /files gets dist/index.html when it names a page (no file
 * extension in its last segment) whatever its Accept header (curl, a load balancer's health check), or
 * when a browser navigates (Accept: text/html) to anything else: status 200 for a route of the app
 * (routeOfPath), 404 otherwise (the client router then shows /404). A missing file such as
 * /assets/gone.js falls through to the JSON 404 of unknown URLs. That shell is the page's own
 * (server/lib/page-html.ts: its title, description and heading; the 404 page's for an unknown path), made once
 * per route with its brotli and gzip copies and an ETag (a revalidation gets 304). A page with a first screen
 * of data (server/lib/first-screen.ts: the home page, /schools, /circle) is drawn with its data, made anew every
 * few seconds; /circle's, whose data differs by reader, only for a request without the signed-in hint.
 *
 * Compression: `vite build` writes .br and .gz copies next to the text assets (scripts/precompress.ts);
 * every file, and each page's shell, goes out as the copy the client's Accept-Encoding prefers
 * (Content-Encoding br or gzip, Vary: Accept-Encoding), or as it is. The copies are not routes of their own.
 * Caching: hashed /assets/* are immutable for a year; index.html, sw.js and every other file revalidate.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { NON_SPA_PREFIXES } from '../../src/contract/api.ts';
import { hasSignedInHint } from '../../src/contract/first-screen.ts';
import { routeMeta, routeOfPath, type RouteMeta, type RouteName } from '../../src/contract/routes.ts';
import {
  FIRST_SCREENS,
  loadFirstScreenAnswers,
  VISITOR_HEADERS,
  withFirstScreen,
  type FirstScreen,
} from '../lib/first-screen.ts';
import { ifNoneMatchHits } from '../lib/http-cache.ts';
import { pageBody, pickEncoding, renderPageHtml, type PageBody } from '../lib/page-html.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** How long a page's first screen with data is sent as made (the ads and hot terms it shows change slowly). */
const FIRST_SCREEN_TTL_MS = 5_000;
/** First screens kept at once (pages times their sets of requests); more clears them. */
const FIRST_SCREEN_CACHE_MAX = 200;
const REVALIDATE = 'no-cache';

export interface SpaShell {
  /** True when this request is a page the app shell answers. */
  handles: (request: FastifyRequest) => boolean;
  send: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
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

function searchOf(url: string): URLSearchParams {
  const mark = url.indexOf('?');
  return new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1));
}

function isNonSpaPath(pathname: string): boolean {
  return NON_SPA_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A page of the app, not a file: `/`, `/schools`, `/visa/detail` (no `.` in the last segment). */
export function isPagePath(pathname: string): boolean {
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/** Each page's shell, and its first screen of data where it has one. */
function pageShells(app: FastifyInstance, template: string) {
  // each page's shell is made at its first request (a cold start renders none of them)
  const pages = new Map<string, PageBody>();
  const pageOf = (route: RouteMeta): PageBody => {
    let body = pages.get(route.name);
    if (!body) {
      const ownHeading = FIRST_SCREENS[route.name as RouteName]?.ownHeading ?? false;
      body = pageBody(renderPageHtml(template, route, !ownHeading));
      pages.set(route.name, body);
    }
    return body;
  };
  // a first screen with data (server/lib/first-screen.ts) is made anew at most every FIRST_SCREEN_TTL_MS per
  // page and set of requests; requests that arrive while it is being made wait for the same one
  const firstScreens = new Map<string, { at: number; body: Promise<PageBody> }>();
  const firstScreenOf = (
    route: RouteMeta,
    screen: FirstScreen,
    search: URLSearchParams,
  ): Promise<PageBody> => {
    const urls = screen.requests(search);
    const key = `${route.name} ${urls.join(' ')}`;
    const now = Date.now();
    const known = firstScreens.get(key);
    if (known && now - known.at < FIRST_SCREEN_TTL_MS) return known.body;
    const body = loadFirstScreenAnswers(urls, async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: VISITOR_HEADERS });
      return { statusCode: response.statusCode, body: response.body };
    })
      .then((answers) =>
        answers.size === 0
          ? pageOf(route)
          : pageBody(
              withFirstScreen(
                renderPageHtml(template, route, !screen.ownHeading),
                screen.render(answers, search),
                answers,
              ),
            ),
      )
      .catch((error: unknown) => {
        app.log.warn({ err: error, page: route.path }, 'first screen not drawn: the plain shell is sent');
        firstScreens.delete(key);
        return pageOf(route);
      });
    if (firstScreens.size >= FIRST_SCREEN_CACHE_MAX) firstScreens.clear();
    firstScreens.set(key, { at: now, body });
    return body;
  };
  return { pageOf, firstScreenOf };
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
    const { pageOf, firstScreenOf } = pageShells(app, readFileSync(path.join(root, 'index.html'), 'utf8'));
    app.decorate<SpaShell>('spaShell', {
      handles: (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return false;
        const pathname = pathnameOf(request.url);
        if (isNonSpaPath(pathname)) return false;
        return isPagePath(pathname) || (request.headers.accept ?? '').includes('text/html');
      },
      send: async (request, reply) => {
        const route = routeOfPath(pathnameOf(request.url));
        const screen = route && FIRST_SCREENS[route.name as RouteName];
        // a signed-in reader's page of reader-specific data is theirs to load: the plain shell
        const drawn = screen && !(screen.visitorOnly && hasSignedInHint(request.headers.cookie));
        const body =
          route && screen && drawn
            ? await firstScreenOf(route, screen, searchOf(request.url))
            : pageOf(route ?? routeMeta('NotFound'));
        reply
          .code(route ? 200 : 404)
          .header('cache-control', REVALIDATE)
          .header('etag', body.etag)
          .header('vary', screen?.visitorOnly ? 'accept-encoding, cookie' : 'accept-encoding')
          .type('text/html; charset=utf-8');
        if (route && ifNoneMatchHits(request.headers['if-none-match'], body.etag))
          return reply.code(304).send();
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.html);
      },
    });
  },
  { name: 'static' },
);
