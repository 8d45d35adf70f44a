/**
 * The built PWA (dist/): files through @fastify/static, and the pages. A GET or HEAD outside /student/api,
 * /socket.io and /files is a page when it names one (no file extension in its last segment) whatever its Accept
 * header (curl, a load balancer's health check), or when a browser navigates (Accept: text/html) to anything
 * else: a route of the app (routeOfPath) is rendered, any other path redirects to /404. A missing file such as
 * /assets/gone.js falls through to the JSON 404 of unknown URLs.
 *
 * Pages are rendered by React (the SSR build's src/entry-server.tsx, in dist-ssr/ beside dist/): the page's
 * first screen with its data, as a visitor (its loaders' GETs answered in process by app.inject). A rendered
 * page is kept for PAGE_TTL_MS per URL (and per signed-in hint: a reader with a session gets no data that differs
 * by reader). Its inline scripts (the hydration data) are allowed by hash in its Content-Security-Policy, and its
 * head preloads the chunks of the routes it rendered (dist/route-chunks.json, withRoutePreloads). Without
 * the SSR build (a stand-in dist/ in tests) or when a render fails, the page is the template with the route's
 * head tags (server/lib/page-html.ts), the app shell the browser renders itself.
 *
 * Compression: `vite build` writes .br and .gz copies next to the text assets (scripts/precompress.ts);
 * every file, and each page, goes out as the copy the client's Accept-Encoding prefers (Content-Encoding br or
 * gzip, Vary: Accept-Encoding), or as it is. The copies are not routes of their own. Caching: hashed /assets/*
 * are immutable for a year; pages, sw.js and every other file revalidate (ETag, 304).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { NON_SPA_PREFIXES } from '../../src/contract/api.ts';
import { hasSignedInHint } from '../../src/contract/signed-in.ts';
import { HEADERS } from '../../src/contract/limits.ts';
import {
  ROUTE_CHUNKS_FILE,
  type CreatePageRenderer,
  type PageRenderer,
  type RenderedPage,
  type RenderScope,
  type RenderScopes,
  type RouteChunks,
} from '../../src/contract/page-render.ts';
import { LAUNCH_PATH } from '../../src/contract/pwa.ts';
import { routeMeta, routeOfPath, type RouteMeta } from '../../src/contract/routes.ts';
import { ifNoneMatchHits } from '../lib/http-cache.ts';
import { pageBody, pickEncoding, renderPageHtml, withSubjectTitle, type PageBody } from '../lib/page-html.ts';
import { CONTENT_SECURITY_POLICY, pagePolicy } from './security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** How long a rendered page is sent as made (the lists and ads it shows change slowly). */
const PAGE_TTL_MS = 5_000;
/** Rendered pages kept at once; more clears them. */
const PAGE_CACHE_MAX = 200;
const REVALIDATE = 'no-cache';
/** The headers of the renderer's in-process requests: a visitor of the web app. */
const VISITOR_HEADERS = { [HEADERS.PLATFORM]: HEADERS.PLATFORM_VALUE, accept: 'application/json' };

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

function isNonSpaPath(pathname: string): boolean {
  return NON_SPA_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A page of the app, not a file: `/`, `/schools`, `/visa/detail` (no `.` in the last segment). */
export function isPagePath(pathname: string): boolean {
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/** One page as sent: its body (with copies and ETag), status, policy; or a redirect. */
type PageAnswer =
  | { kind: 'page'; status: number; body: PageBody; policy: string; variesByReader: boolean }
  | { kind: 'redirect'; status: number; location: string };

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The sha256 of each inline script of a page, as CSP writes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(
      createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return [...hashes];
}

const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g;

/** dist/route-chunks.json (scripts/first-screens.ts), or null without it (a stand-in dist/) or when malformed. */
export function readRouteChunks(file: string): RouteChunks | null {
  if (!existsSync(file)) return null;
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const strings = (list: unknown): list is string[] =>
    Array.isArray(list) && list.every((item) => typeof item === 'string');
  if (typeof value !== 'object' || value === null) return null;
  const entry: unknown = Reflect.get(value, 'entry');
  const routes: unknown = Reflect.get(value, 'routes');
  if (!strings(entry) || typeof routes !== 'object' || routes === null) return null;
  const byRoute: Record<string, string[]> = {};
  for (const [id, files] of Object.entries(routes)) {
    if (!strings(files)) return null;
    byRoute[id] = files;
  }
  return { entry, routes: byRoute };
}

/**
 * A rendered page's modulepreload links: the chunks of the routes it rendered (the layout's, the page's and
 * what they import) before </head>, beside index.html's (the entry's and the app's), so that they download
 * with the page instead of after the app chunk has run and the router asked for them. A template's preload of
 * another route's chunk (a page it does not render) is dropped.
 */
export function withRoutePreloads(
  html: string,
  routeIds: readonly string[],
  chunks: RouteChunks | null,
): string {
  if (!chunks) return html;
  const entry = new Set(chunks.entry);
  const ofRoutes = new Set(Object.values(chunks.routes).flat());
  const wanted = new Set<string>();
  for (const id of routeIds)
    for (const file of chunks.routes[id] ?? []) if (!entry.has(file)) wanted.add(file);
  const kept = html.replace(MODULEPRELOAD, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href === undefined || entry.has(href) || !ofRoutes.has(href)) return tag;
    if (!wanted.has(href)) return '';
    wanted.delete(href);
    return tag;
  });
  const end = kept.indexOf('</head>');
  if (end === -1 || wanted.size === 0) return kept;
  // as index.html's: low, so that the rendered page's paint never waits for a script
  const links = [...wanted]
    .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`)
    .join('');
  return kept.slice(0, end) + links + kept.slice(end);
}

/** The renderer of the SSR build, if there is one: its module's createPageRenderer with this app's seams. */
async function loadRenderer(app: FastifyInstance, ssrEntry: string): Promise<PageRenderer | null> {
  if (!existsSync(ssrEntry)) return null;
  const module = (await import(pathToFileURL(ssrEntry).href)) as { createPageRenderer: CreatePageRenderer };
  const storage = new AsyncLocalStorage<RenderScope>();
  const scopes: RenderScopes = {
    run: (scope, work) => storage.run(scope, work),
    current: () => {
      const scope = storage.getStore();
      if (!scope) throw new Error('a page render asked for data outside its request');
      return scope;
    },
  };
  return module.createPageRenderer({
    scopes,
    transport: async (url, init) => {
      if ((init.method ?? 'GET') !== 'GET') throw new Error(`a page render sent ${init.method} ${url}`);
      const response = await app.inject({ method: 'GET', url, headers: VISITOR_HEADERS });
      return new Response(response.body, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
      });
    },
  });
}

/** Each page: rendered (kept PAGE_TTL_MS), or the template with its head tags. */
function pages(
  app: FastifyInstance,
  template: string,
  renderer: PageRenderer | null,
  routeChunks: RouteChunks | null,
) {
  const shells = new Map<string, PageBody>();
  const shellOf = (route: RouteMeta): PageAnswer => {
    let body = shells.get(route.name);
    if (!body) {
      body = pageBody(renderPageHtml(template, route));
      shells.set(route.name, body);
    }
    return { kind: 'page', status: 200, body, policy: CONTENT_SECURITY_POLICY, variesByReader: false };
  };
  const rendered = new Map<string, { at: number; answer: Promise<PageAnswer> }>();
  const render = (url: string, route: RouteMeta, signedIn: boolean): Promise<PageAnswer> => {
    if (!renderer) return Promise.resolve(shellOf(route));
    const key = `${signedIn ? 1 : 0} ${url}`;
    const now = Date.now();
    const known = rendered.get(key);
    if (known && now - known.at < PAGE_TTL_MS) return known.answer;
    const answer = renderer
      .render({ url, template: renderPageHtml(template, route), signedIn })
      .then((page: RenderedPage): PageAnswer => {
        if (page.kind === 'redirect') return page;
        const titled = page.subject ? withSubjectTitle(page.html, page.subject) : page.html;
        const html = withRoutePreloads(titled, page.routeIds, routeChunks);
        return {
          kind: 'page',
          status: page.status,
          body: pageBody(html),
          policy: pagePolicy(inlineScriptHashes(html)),
          variesByReader: page.variesByReader,
        };
      })
      .catch((error: unknown) => {
        app.log.error({ err: error, url }, 'page not rendered: the app shell is sent');
        rendered.delete(key);
        return shellOf(route);
      });
    if (rendered.size >= PAGE_CACHE_MAX) rendered.clear();
    rendered.set(key, { at: now, answer });
    return answer;
  };
  return render;
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
    const renderer = await loadRenderer(app, path.join(`${root}-ssr`, 'entry-server.js'));
    if (!renderer) app.log.warn({ distDir: root }, 'no SSR build beside dist/: pages are the app shell');
    const render = pages(
      app,
      readFileSync(path.join(root, 'index.html'), 'utf8'),
      renderer,
      readRouteChunks(path.join(root, ROUTE_CHUNKS_FILE)),
    );
    app.decorate<SpaShell>('spaShell', {
      handles: (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return false;
        const pathname = pathnameOf(request.url);
        if (isNonSpaPath(pathname)) return false;
        return isPagePath(pathname) || (request.headers.accept ?? '').includes('text/html');
      },
      send: async (request, reply) => {
        const pathname = pathnameOf(request.url);
        // the installed app's start without a worker (its first start): the home page; the worker sends it to
        // the last screen instead (sw/launch.ts)
        if (pathname === LAUNCH_PATH) return reply.header('cache-control', 'no-store').redirect('/', 302);
        const route = routeOfPath(pathname);
        reply.header('cache-control', REVALIDATE);
        // SPEC section 2: unknown paths redirect to /404 (as the client router does)
        if (!route) return reply.redirect(routeMeta('NotFound').path, 302);
        const answer = await render(request.url, route, hasSignedInHint(request.headers.cookie));
        if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
        const { body } = answer;
        reply
          .header('vary', answer.variesByReader ? 'accept-encoding, cookie' : 'accept-encoding')
          .code(answer.status)
          .header('etag', body.etag)
          .header('content-security-policy', answer.policy)
          .type('text/html; charset=utf-8');
        if (ifNoneMatchHits(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.html);
      },
    });
  },
  { name: 'static' },
);
