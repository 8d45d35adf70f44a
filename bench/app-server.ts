/**
 * The real server for the bench's browser measurements: `tsx server/index.ts` in a child process on a new
 * temporary DATA_DIR (the embedded PGlite, the demo seed, no PostgreSQL or Redis from the shell), serving
 * the built dist/ (its precompressed .br/.gz copies) and its server renderer dist-ssr/, on 127.0.0.1 and a free port. Needs both.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.ts';

export { CHROMIUM_FLAGS };

/** Debian's Chromium; never downloaded. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface AppServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export async function startAppServer(): Promise<AppServer> {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/index.html is missing: run `npm run build` first');
  // without the server renderer every page would be the app shell: not what production serves
  if (!existsSync('dist-ssr/entry-server.js')) {
    throw new Error('dist-ssr/entry-server.js is missing: run `npm run build` first');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'liuxue-bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${String(code)}:\n${out}`));
    });
  });
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
