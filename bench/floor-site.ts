/**
 * The floor's two sites, built in the run from the versions of package-lock.json (the same node_modules as the
 * app): floor (c) is bench/floor/c.ts (React, TanStack Router, Chakra UI's provider on defaultSystem), floor (d)
 * is bench/floor/d.ts (the same plus zod parsing FLOOR_DATA, embedded in its index.html). Each is built by vite's
 * JS API (production mode, @vitejs/plugin-react, no config file: vite's defaults, not the app's vite.config.ts)
 * from a temporary root under os.tmpdir() (outside the tree, so that eslint . and prettier never see the
 * output; removed when its server stops), given brotli and gzip copies by the app's own build step
 * (scripts/precompress.ts) and served on 127.0.0.1 with a free port by Fastify with @fastify/static
 * (preCompressed) and @fastify/compress, as the app's server serves dist/.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';

import { precompressDirectory } from '../scripts/precompress.ts';

const SOURCES = fileURLToPath(new URL('./floor/', import.meta.url));

export const FLOOR_NAMES = ['c', 'd'] as const;
export type FloorName = (typeof FLOOR_NAMES)[number];

/** The object floor (d) parses with zod and shows (bench/floor/d.ts's schema). */
const FLOOR_DATA = {
  name: '牛津大学',
  country: '英国',
  qsRank: 4,
  programs: ['计算机科学', '经济学', '法学'],
} as const;

export interface FloorSite {
  name: FloorName;
  /** "floor (c)" */
  label: string;
  /** the built directory the server serves */
  dist: string;
  url: string;
  buildMs: number;
  stop: () => Promise<void>;
}

function indexHtml(name: FloorName): string {
  // < in the JSON would end the script element early; the data has none, the replace keeps it so
  const data =
    name === 'd'
      ? `\n    <script type="application/json" id="floor-data">${JSON.stringify(FLOOR_DATA).replace(/</g, '\\u003c')}</script>`
      : '';
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="留学平台的性能底线 (${name})" />
    <title>留学平台</title>
  </head>
  <body>
    <div id="root"></div>${data}
    <script type="module" src="/main.ts"></script>
  </body>
</html>
`;
}

/** Builds one floor into <root>/dist. */
async function buildFloor(name: FloorName, root: string): Promise<string> {
  writeFileSync(path.join(root, 'index.html'), indexHtml(name));
  // the sources stay in bench/floor (type-checked and linted; their imports resolve from the project's
  // node_modules); the root holds the page and this import of the source by its absolute path
  writeFileSync(path.join(root, 'main.ts'), `import ${JSON.stringify(path.join(SOURCES, `${name}.ts`))};\n`);
  const dist = path.join(root, 'dist');
  await build({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    // defaultSystem holds every recipe: one chunk of ~600 KB, which vite warns about
    build: { outDir: dist, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 2048 },
  });
  await precompressDirectory(dist);
  return dist;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves `dist` on 127.0.0.1 with a free port: its files, and index.html for every other path (the SPA). */
async function serve(dist: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(dist, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the floor server has no port');
  return { url: `http://127.0.0.1:${address.port}`, stop: () => app.close() };
}

/** Builds both floors (one after the other: a 2-core machine) and serves each. */
export async function startFloorSites(): Promise<FloorSite[]> {
  const sites: FloorSite[] = [];
  try {
    for (const name of FLOOR_NAMES) {
      const root = mkdtempSync(path.join(tmpdir(), `liuxue-bench-floor-${name}-`));
      const remove = () => rmSync(root, { recursive: true, force: true });
      const started = Date.now();
      let server: Awaited<ReturnType<typeof serve>>;
      let dist: string;
      try {
        dist = await buildFloor(name, root);
        server = await serve(dist);
      } catch (error) {
        remove();
        throw error;
      }
      const buildMs = Date.now() - started;
      const stop = async () => {
        await server.stop();
        remove();
      };
      sites.push({ name, label: `floor (${name})`, dist, buildMs, url: server.url, stop });
    }
  } catch (error) {
    await Promise.all(sites.map((site) => site.stop()));
    throw error;
  }
  return sites;
}
