/**
 * Build step: a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every text file of dist/
 * (js, css, html, svg, webmanifest, json) of at least PRECOMPRESS_MIN_BYTES, written once the bundle and
 * the service worker are on disk. The server sends the copy a client's Accept-Encoding asks for
 * (@fastify/static `preCompressed`, see server/plugins/static.ts). A copy that is not smaller is not written.
 *
 * Left out: sw.js. The browser fetches it on every update check and compares it byte for byte with the
 * installed worker; served as it is, it can never go out stale beside a copy of an older version.
 * The copies never reach the precache manifest: injectManifest's globPatterns match *.js, *.css... and
 * not *.js.br, and the manifest is written before this step runs.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

import type { Plugin, ResolvedConfig } from 'vite';

export const PRECOMPRESSED_EXTENSIONS = ['.js', '.css', '.html', '.svg', '.webmanifest', '.json'] as const;
/** Below this size the copies save a few hundred bytes at most. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const NEVER = new Set(['sw.js']);

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressReport {
  files: number;
  bytes: number;
  br: number;
  gzip: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function wanted(root: string, file: string): boolean {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return !NEVER.has(relative) && PRECOMPRESSED_EXTENSIONS.some((extension) => file.endsWith(extension));
}

/** Writes file.br and file.gz beside each text file of dir; returns the totals. */
export async function precompressDirectory(dir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const files = (await listFiles(dir)).filter((file) => wanted(dir, file));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotliAsync(body, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
      ]);
      report.files += 1;
      report.bytes += body.length;
      report.br += Math.min(br.length, body.length);
      report.gzip += Math.min(gz.length, body.length);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return report;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The Vite plugin: runs precompressDirectory on build.outDir after every other closeBundle hook. */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error || !config || config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const report = await precompressDirectory(outDir);
        config.logger.info(
          `precompressed ${report.files} files (${kb(report.bytes)}): ${kb(report.br)} brotli, ${kb(report.gzip)} gzip`,
        );
      },
    },
  };
}
