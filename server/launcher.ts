/**
 * What `npm run serve` runs (dist-server/index.mjs, built from this file by scripts/build-server.ts): the server
 * bundle (dist-server/index.cjs, server/index.ts and its packages in one CommonJS file) compiled with V8's code
 * cache. Node 20 keeps no compiled code between processes for modules, so every start parsed and compiled the
 * 4.8 MB bundle again, and then compiled each function the start calls (~0.2 s of a cold start). A CommonJS
 * script run through `vm.Script` can hand V8 the code a previous process compiled (`cachedData`):
 *
 * - the cache is `<bundle>.<its hash>.<node version>.v8cache` beside the bundle, written by a process that
 *   compiled the bundle itself (none yet, or V8 rejected it: another V8 or other V8 flags), a minute after the
 *   start or at exit if sooner, so it holds the functions a start and its first requests compiled;
 * - V8 checks the cache against its version, its flags and the source, and compiles from source when it does not
 *   fit; the file name carries the bundle's hash (the build writes it here), so a rebuilt bundle never meets an
 *   older bundle's code; the build deletes caches of other bundles;
 * - a cache that cannot be read or written (a read-only checkout) only means compiling as before.
 *
 * Only Node's built-in modules here: this file runs before anything else.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

/** The bundle's file name beside this file, and its content hash: written in by scripts/build-server.ts. */
declare const __SERVER_BUNDLE__: string;
declare const __SERVER_BUNDLE_HASH__: string;

/** How long after the start a process that compiled the bundle writes the cache (or at exit, if sooner). */
const CACHE_AFTER_MS = 60_000;

/** The cache file of a bundle for this Node version. */
export function codeCacheFile(bundleFile: string, bundleHash: string): string {
  return `${bundleFile}.${bundleHash.slice(0, 16)}.${process.version}.v8cache`;
}

type CommonJsWrapper = (
  exports: unknown,
  require: NodeJS.Require,
  module: { exports: unknown },
  filename: string,
  dirname: string,
) => void;

/** Runs a CommonJS file as Node would, with V8's code cache in cacheFile. Returns whether the cache was used. */
export function runWithCodeCache(bundleFile: string, cacheFile: string): boolean {
  const source = readFileSync(bundleFile, 'utf8');
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // no cache yet: this process compiles the bundle and writes one
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundleFile,
    cachedData,
  });
  const used = cachedData !== undefined && !script.cachedDataRejected;
  if (!used) {
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      const temporary = `${cacheFile}.${process.pid}.tmp`;
      try {
        writeFileSync(temporary, script.createCachedData());
        renameSync(temporary, cacheFile);
      } catch {
        // a read-only directory: the next start compiles from source, as this one did
        rmSync(temporary, { force: true });
      }
    };
    setTimeout(write, CACHE_AFTER_MS).unref();
    process.once('exit', write);
  }
  const wrapper = script.runInThisContext() as CommonJsWrapper;
  const module = { exports: {} };
  wrapper.call(
    module.exports,
    module.exports,
    createRequire(bundleFile),
    module,
    bundleFile,
    path.dirname(bundleFile),
  );
  return used;
}

if (typeof __SERVER_BUNDLE__ === 'string') {
  const bundleFile = path.join(path.dirname(fileURLToPath(import.meta.url)), __SERVER_BUNDLE__);
  runWithCodeCache(bundleFile, codeCacheFile(bundleFile, __SERVER_BUNDLE_HASH__));
}
