/**
 * server/launcher.ts: the server bundle runs with V8's code cache of an earlier process. Each case runs a small
 * CommonJS file through `runWithCodeCache` in a new Node process, as `npm run serve` runs the bundle: the first
 * process compiles it and leaves the cache at exit, the next one runs from that cache, and a cache that does not
 * fit (damaged, another V8) is set aside and replaced, never a reason not to start.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LAUNCHER = fileURLToPath(new URL('../../server/launcher.ts', import.meta.url));

let dir: string;
let bundle: string;
let cache: string;

/** Runs the bundle through the launcher in a new process; its output and whether the cache was used. */
function launch(): { output: string; used: boolean } {
  const script =
    `import { runWithCodeCache } from ${JSON.stringify(pathToFileURL(LAUNCHER).href)};` +
    `const used = runWithCodeCache(${JSON.stringify(bundle)}, ${JSON.stringify(cache)});` +
    `console.log('used=' + used);`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return { output: result.stdout, used: result.stdout.includes('used=true') };
}

describe('the server launcher with V8 code cache', () => {
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'liuxue-launcher-'));
    bundle = path.join(dir, 'bundle.cjs');
    cache = path.join(dir, 'bundle.cjs.v8cache');
    // a CommonJS file that uses what Node gives one: require, module, __filename, __dirname
    writeFileSync(
      bundle,
      `const path = require('node:path');
       module.exports.answer = 42;
       const square = (n) => n * n;
       console.log('ran', path.basename(__filename), path.basename(__dirname) === path.basename(${JSON.stringify(dir)}), square(7), typeof module.exports.answer);`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compiles the file at the first start and leaves its code at exit', () => {
    const first = launch();
    expect(first.output).toContain('ran bundle.cjs true 49 number');
    expect(first.used).toBe(false);
    expect(existsSync(cache)).toBe(true);
  });

  it('runs the next start from that cache, the same way', () => {
    const before = readFileSync(cache);
    const next = launch();
    expect(next.output).toContain('ran bundle.cjs true 49 number');
    expect(next.used).toBe(true);
    // a process that used the cache leaves it as it was
    expect(readFileSync(cache).equals(before)).toBe(true);
  });

  it('starts from source when the cache does not fit, and replaces it', () => {
    writeFileSync(cache, Buffer.from('not a code cache of this file'));
    const damaged = launch();
    expect(damaged.output).toContain('ran bundle.cjs true 49 number');
    expect(damaged.used).toBe(false);
    expect(launch().used).toBe(true);
  });
});
