/**
 * `npm run build` (after `vite build`): the server as one precompiled CommonJS file, dist-server/index.cjs,
 * which `npm run serve` (and so `npm start`) runs with plain node. Running server/index.ts through tsx costs a loader process beside the server (about 50 MB), an off-thread module
 * loader and the resolution of some 300 TypeScript files at every start; the bundle loads in a fraction of
 * that (docs/architecture.md, "Server memory and cold start").
 *
 * Only our own TypeScript is bundled; packages stay in node_modules (imported by name: native addons, PGlite's
 * WebAssembly and data files stay where they expect to be). Our files that find their data beside them
 * (`new URL('./migrations', import.meta.url)`: the migrations, the catalog files, the playback media, dist/)
 * keep their own location: `import.meta.url` in each file becomes that file's URL, so the bundle is tied to
 * this checkout (rebuilt by every `npm start`; dist-server/ is not committed).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { build } from 'esbuild';

import { buildPgTemplate } from '../server/seed/template.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = fileURLToPath(new URL('../dist-server/index.cjs', import.meta.url));

/**
 * Bundles server/index.ts into outfile (default SERVER_BUNDLE), which must lie inside the checkout (packages
 * resolve from it), and builds the PGlite template of a first boot (server/seed/template.ts,
 * dist-server/pg-template) unless the current one has the same key. Returns whether
 * it built a template.
 */
export async function buildServer(outfile: string = SERVER_BUNDLE): Promise<{ template: boolean }> {
  await bundleServer(outfile);
  return { template: await buildPgTemplate() };
}

/**
 * Packages that stay in node_modules, imported by name at run time: PGlite finds its WebAssembly and data files
 * beside its own module, sharp and argon2 load native addons, pinyin-pro is loaded by the index's worker
 * thread, pino may start transports from its own files; node-postgres, redis and their drivers load only with
 * DATABASE_URL or REDIS_URL.
 */
const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/argon2',
  'pinyin-pro',
  'pino',
  'pg',
  'redis',
  '@socket.io/redis-adapter',
  'drizzle-orm/node-postgres',
  'drizzle-orm/node-postgres/migrator',
];

/** Writes the server's bundle to outfile. */
async function bundleServer(outfile: string): Promise<void> {
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['server/index.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    // CommonJS: the packages bundled in call require(), which an ES module bundle would have to shim
    format: 'cjs',
    target: 'node20',
    external: EXTERNAL_PACKAGES,
    sourcemap: true,
    // comments out: our comments hold Chinese text, which would make the whole source a two-byte string
    minifyWhitespace: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'own-file-location',
        setup(builder) {
          builder.onLoad({ filter: /\.ts$/ }, async (args) => {
            const text = await readFile(args.path, 'utf8');
            const url = JSON.stringify(pathToFileURL(args.path).href);
            return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
          });
          // a bundled CommonJS file that reads files beside itself (__dirname) keeps its own directory
          builder.onLoad({ filter: /[\\/]node_modules[\\/].*\.c?js$/ }, async (args) => {
            const text = await readFile(args.path, 'utf8');
            if (!/\b__(dirname|filename)\b/.test(text)) return undefined;
            return {
              contents: text
                .replace(/(?<![.\w$])__dirname\b/g, JSON.stringify(path.dirname(args.path)))
                .replace(/(?<![.\w$])__filename\b/g, JSON.stringify(args.path)),
              loader: 'js',
              resolveDir: path.dirname(args.path),
            };
          });
        },
      },
    ],
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  const { template } = await buildServer();
  console.info(
    `server bundle: ${SERVER_BUNDLE}${template ? ' and its PGlite template' : ''} in ${Math.round(performance.now() - started)} ms`,
  );
}
