/**
 * `npm start` runs the server as the esbuild bundle of scripts/build-server.ts, with plain node. The bundle
 * must find what our files read beside themselves (the migrations, the catalog files, the playback media): a
 * fresh DATA_DIR is migrated and seeded by it, and a second start on that DATA_DIR answers at once without
 * seeding again (the cold-start path).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildServer } from '../../scripts/build-server.ts';
import { API } from '../../src/contract/api.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUNDLE = path.join(ROOT, 'dist-server', `test-${process.pid}.cjs`);

interface Served {
  port: number;
  output: () => string;
  stop: () => Promise<number | null>;
}

/** Starts the bundle on dataDir (PORT=0) and waits for its `listening on` line. */
function serve(dataDir: string): Promise<Served> {
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'info',
    },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the bundle did not listen within 120 s:\n${output}`));
    }, 120_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          port: Number(match[1]),
          output: () => output,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the bundle exited with ${String(code)}:\n${output}`));
    });
  });
}

async function getJson(port: number, url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${port}${url}`);
  return { status: response.status, body: await response.json() };
}

interface ListBody {
  code: number;
  data: { total: number; list: { nameCn: string; nameEn: string }[] };
}

describe('the server bundle that npm start runs', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'liuxue-bundle-'));
    await buildServer(BUNDLE);
  }, 60_000);
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    for (const file of [BUNDLE, `${BUNDLE}.map`]) rmSync(file, { force: true });
  });

  it('migrates and seeds an empty DATA_DIR, then starts again on it without seeding and answers the list', async () => {
    const first = await serve(dataDir);
    let firstList: ListBody;
    try {
      expect((await getJson(first.port, '/readyz')).status).toBe(200);
      const list = await getJson(first.port, API.university.page);
      expect(list.status).toBe(200);
      firstList = list.body as ListBody;
      expect(firstList.data.total).toBeGreaterThan(5_000);
      expect(firstList.data.list[0]?.nameEn).toBe('Massachusetts Institute of Technology');
      // a keyword in pinyin initials finds the school (the index's pinyin comes after its first answer)
      const byInitials = await getJson(first.port, `${API.university.page}?keyword=mslgxy`);
      expect((byInitials.body as ListBody).data.list[0]?.nameCn).toBe('麻省理工学院');
      expect(first.output()).toContain('seeded the database');
    } finally {
      expect(await first.stop()).toBe(0);
    }

    const second = await serve(dataDir);
    try {
      const list = await getJson(second.port, API.university.page);
      expect(list.status).toBe(200);
      expect(list.body).toEqual(firstList);
      expect((await getJson(second.port, '/readyz')).status).toBe(200);
      // nothing to seed on an existing DATA_DIR
      expect(second.output()).not.toContain('seeded the database');
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 300_000);
});
