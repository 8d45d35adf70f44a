/**
 * `npm run build` (after `vite build`): the server as one precompiled ES module, dist-server/index.mjs, which
 * `npm run serve` (and so `npm start`) runs with plain node. Running server/index.ts through tsx costs a
 * loader process beside the server (about 50 MB), an off-thread module loader and the resolution of some
 * 300 TypeScript files at every start; the bundle loads in a fraction of that (docs/architecture.md,
 * "Server memory and cold start").
 *
 * Only our own TypeScript is bundled; packages stay in node_modules (imported by name: native addons, PGlite's
 * WebAssembly and data files stay where they expect to be). Our files that find their data beside them
 * (`new URL('./migrations', import.meta.url)`: the migrations, the catalog files, the playback media, dist/)
 * keep their own location: `import.meta.url` in each file becomes that file's URL, so the bundle is tied to
 * this checkout (rebuilt by every `npm start`; dist-server/ is not committed).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = fileURLToPath(new URL('../dist-server/index.mjs', import.meta.url));

/** Bundles server/index.ts into outfile (default SERVER_BUNDLE), which must lie inside the checkout (packages resolve from it). */
export async function buildServer(outfile: string = SERVER_BUNDLE): Promise<void> {
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['server/index.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'own-import-meta-url',
        setup(builder) {
          builder.onLoad({ filter: /\.ts$/ }, async (args) => {
            const text = await readFile(args.path, 'utf8');
            const url = JSON.stringify(pathToFileURL(args.path).href);
            return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
          });
        },
      },
    ],
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  await buildServer();
  console.info(`server bundle: ${SERVER_BUNDLE} in ${Math.round(performance.now() - started)} ms`);
}
