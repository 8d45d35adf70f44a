/**
 * Boot and transport hardening: http timeouts (a slow body is cut, a websocket is not), the
 * exclusive lock of an embedded database's DATA_DIR, and boot failures as one line with exit code 1.
 * The boot failures spawn the real server/index.ts (PORT=0, a temporary DATA_DIR, SEED=none, 127.0.0.1).
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createConnection, createServer, type AddressInfo, type Server } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import { LIMITS } from '../../src/contract/limits.ts';
import { userRoom } from '../../src/contract/socket.ts';
import { buildApp, type BuildAppOptions } from '../../server/app.ts';
import { DATA_DIR_LOCK_FILE, LOCK_STALE_MS, acquireDataDirLock } from '../../server/db/data-dir-lock.ts';
import { HTTP_TIMEOUTS } from '../../server/lib/http-timeouts.ts';
import { loadEnv, prepareDataDir } from '../../server/plugins/env.ts';
import { DEMO, DRIVER, buildTestApp, loginByPassword, type TestApp } from '../helpers/server.ts';
import { connected, openSocket } from '../helpers/sockets.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = path.join(ROOT, 'server/index.ts');

const tempDirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('http timeouts', () => {
  it('defaults to timeouts above the client’s 30 s request timeout, and a short keep-alive', async () => {
    expect(HTTP_TIMEOUTS.requestMs).toBeGreaterThan(LIMITS.HTTP_TIMEOUT_MS);
    expect(HTTP_TIMEOUTS.connectionMs).toBeGreaterThan(LIMITS.HTTP_TIMEOUT_MS);
    const t = await buildTestApp();
    try {
      const server = t.app.server;
      expect(server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
      expect(server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
      expect(server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
      expect(server.timeout).toBe(HTTP_TIMEOUTS.connectionMs);
      expect(HTTP_TIMEOUTS).toEqual({
        requestMs: 40_000,
        headersMs: 20_000,
        keepAliveMs: 5_000,
        connectionMs: 60_000,
        checkIntervalMs: 5_000,
      });
    } finally {
      await t.close();
    }
  });

  describe('with a 1 s request timeout', () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await buildTestApp({
        httpTimeouts: { requestMs: 1_000, headersMs: 1_000, connectionMs: 1_000, checkIntervalMs: 200 },
      });
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.app.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await t.close();
    });

    it('cuts a request whose body arrives one byte at a time (408 or the socket ends)', async () => {
      const socket = createConnection({ host: '127.0.0.1', port });
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      const started = Date.now();
      const closed = new Promise<number>((resolve) =>
        socket.on('close', () => resolve(Date.now() - started)),
      );
      socket.write(
        `POST ${API.auth.login} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          'Content-Length: 200\r\n\r\n{',
      );
      // one byte every 300 ms: never idle for the 1 s connection timeout, never complete
      const trickle = setInterval(() => {
        if (!socket.destroyed) socket.write(' ');
      }, 300);
      const bound = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 6_000));
      try {
        const outcome = await Promise.race([closed, bound]);
        expect(outcome).not.toBe('still open');
        expect(outcome).toBeLessThan(4_000);
        if (received) expect(received).toMatch(/^HTTP\/1\.1 408/);
      } finally {
        clearInterval(trickle);
        socket.destroy();
      }
    });

    it('keeps an idle socket.io websocket open past every timeout', async () => {
      const { token, user } = await loginByPassword(t, DEMO.student);
      const socket = openSocket(`http://127.0.0.1:${port}`, { query: { auth: token, userId: user.id } });
      try {
        await connected(socket);
        let disconnected: string | undefined;
        socket.on('disconnect', (reason) => {
          disconnected = reason;
        });
        // three times the request and connection timeouts, with no traffic (socket.io pings every 25 s)
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        expect(disconnected).toBeUndefined();
        const pay = new Promise((resolve) => socket.once('pay', resolve));
        t.app.io.to(userRoom(user.id)).emit('pay', { orderNo: 'NO1', payStatus: '1', orderStatus: '1' });
        await expect(pay).resolves.toEqual({ orderNo: 'NO1', payStatus: '1', orderStatus: '1' });
      } finally {
        socket.disconnect();
      }
    });
  });
});

/** A pid that belonged to a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

function embeddedAppOptions(dataDir: string): BuildAppOptions {
  return { env: {}, dataDir, seed: 'none', logger: false, serveStatic: false };
}

describe('the DATA_DIR lock of the embedded database', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  it('takes over a stale lock, refuses a second app on the same DATA_DIR, and is released at close', async () => {
    const dataDir = tempDir('liuxue-lock-');
    const lockFile = path.join(dataDir, DATA_DIR_LOCK_FILE);
    const stale = deadPid();
    writeFileSync(lockFile, JSON.stringify({ pid: stale, startedAt: '2020-01-01T00:00:00.000Z' }));

    const first = await buildApp(embeddedAppOptions(dataDir));
    apps.push(first);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });

    const second = buildApp(embeddedAppOptions(dataDir));
    await expect(second).rejects.toThrow(
      `DATA_DIR=${JSON.stringify(dataDir)} is in use by process ${process.pid}`,
    );
    await expect(second).rejects.toThrow(/^[^\n]+$/);

    await first.close();
    apps.length = 0;
    expect(existsSync(lockFile)).toBe(false);

    const third = await buildApp(embeddedAppOptions(dataDir));
    apps.push(third);
    expect(existsSync(lockFile)).toBe(true);
  });

  it('is not taken for an in-memory database', async () => {
    const dataDir = tempDir('liuxue-nolock-');
    const app = await buildApp({ ...embeddedAppOptions(dataDir), inMemoryDb: true });
    apps.push(app);
    expect(existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
  });

  it.runIf(DRIVER === 'postgres')('is not taken with DATABASE_URL', async () => {
    const dataDir = tempDir('liuxue-nolock-pg-');
    const t = await buildTestApp({ dataDir, inMemoryDb: false });
    try {
      expect(existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('holds a lock of another host while its heartbeat is fresh, and takes it over when it is not', () => {
    const dataDir = tempDir('liuxue-host-');
    const lockFile = path.join(dataDir, DATA_DIR_LOCK_FILE);
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: 4242, hostname: 'other-host', startedAt: '2020-01-01T00:00:00.000Z' }),
    );
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      `DATA_DIR=${JSON.stringify(dataDir)} is in use by process 4242 on host other-host`,
    );
    const old = new Date(Date.now() - LOCK_STALE_MS - 1_000);
    utimesSync(lockFile, old, old);
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      hostname: hostname(),
    });
    lock.release();
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock of its own pid that this process does not hold (pid 1 in a restarted container)', () => {
    const dataDir = tempDir('liuxue-ownpid-');
    const lockFile = path.join(dataDir, DATA_DIR_LOCK_FILE);
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, hostname: hostname(), startedAt: 'earlier' }));
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(`is in use by process ${process.pid}`);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });
});

// ---- the real entry point

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

interface Started {
  pid: number;
  port: number;
  stop: () => Promise<Run>;
  kill9: () => Promise<Run>;
}

function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  return {
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** Runs server/index.ts until it exits (killed after timeoutMs), optionally as another user. */
function runServer(
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000,
  user: { uid?: number; gid?: number } = {},
): Promise<Run & { timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], { cwd: ROOT, env, ...user });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

/** Servers started by a test: killed after it, whatever its outcome. */
const startedServers: Started[] = [];

/** Starts server/index.ts and waits for its `listening on` line. */
function startServer(env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    const exited = new Promise<Run>((done) => child.on('exit', (code) => done({ code, stdout, stderr })));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not listen within ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
      if (match && child.pid !== undefined) {
        clearTimeout(timer);
        const pid = child.pid;
        const started: Started = {
          pid,
          port: Number(match[1]),
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
          kill9: () => {
            child.kill('SIGKILL');
            return exited;
          },
        };
        startedServers.push(started);
        resolve(started);
      }
    });
    void exited.then((run) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${String(run.code)}: ${run.stderr}`));
    });
  });
}

/** stderr without blank lines: the boot failure must be exactly one line. */
function stderrLines(run: Run): string[] {
  return run.stderr.split('\n').filter((line) => line.trim() !== '');
}

describe('boot failures of server/index.ts: one line naming the variable, exit code 1', () => {
  afterEach(async () => {
    for (const server of startedServers.splice(0)) await server.kill9();
  });

  it(
    'a DATA_DIR that cannot be written (a path through a regular file: ENOTDIR)',
    { timeout: 90_000 },
    async () => {
      const parent = tempDir('liuxue-notdir-');
      const file = path.join(parent, 'file');
      writeFileSync(file, '');
      const dataDir = path.join(file, 'data');
      const run = await runServer(serverEnv(dataDir));
      expect(run.timedOut).toBe(false);
      expect(run.code).toBe(1);
      expect(stderrLines(run)).toEqual([
        expect.stringMatching(/^DATA_DIR=".*\/file\/data" cannot be written \(ENOTDIR/),
      ]);
    },
  );

  it('a DATA_DIR this user may not write (EACCES)', { timeout: 90_000 }, async () => {
    const parent = tempDir('liuxue-eacces-');
    // root writes anywhere: run the server as nobody in a directory root owns
    const asRoot = process.getuid?.() === 0;
    chmodSync(parent, asRoot ? 0o755 : 0o555);
    try {
      const run = await runServer(
        { ...serverEnv(path.join(parent, 'data')), HOME: tmpdir() },
        60_000,
        asRoot ? { uid: 65_534, gid: 65_534 } : {},
      );
      expect(run.timedOut).toBe(false);
      expect(run.code).toBe(1);
      expect(stderrLines(run)).toEqual([
        expect.stringMatching(/^DATA_DIR=".*\/data" cannot be written \(EACCES: permission denied\)/),
      ]);
    } finally {
      chmodSync(parent, 0o700);
    }
  });

  it('refuses /proc, /sys and /dev at the env check, also behind a symbolic link', () => {
    expect(() => loadEnv({ DATA_DIR: '/proc/liuxue' })).toThrow(
      'DATA_DIR="/proc/liuxue" is invalid: /proc holds kernel and device files',
    );
    expect(() => loadEnv({ DATA_DIR: '/dev' })).toThrow(/^DATA_DIR="\/dev" is invalid/);
    expect(loadEnv({ DATA_DIR: '/devices/data' }).DATA_DIR).toBe('/devices/data');
    const link = path.join(tempDir('liuxue-link-'), 'sys');
    symlinkSync('/sys', link);
    expect(() => prepareDataDir(path.join(link, 'data'))).toThrow(/is invalid: \/sys holds kernel/);
  });

  it('a DATA_DIR whose pg/ is not a directory stops the app, which releases the lock', async () => {
    const dataDir = tempDir('liuxue-pgfile-');
    writeFileSync(path.join(dataDir, 'pg'), '');
    await expect(buildApp(embeddedAppOptions(dataDir))).rejects.toThrow(
      `DATA_DIR=${JSON.stringify(dataDir)} cannot be written (EEXIST: a file of that name is in the way in pg/)`,
    );
    expect(existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
  });

  it('a DATA_DIR under /proc, /sys or /dev (it would hang)', { timeout: 90_000 }, async () => {
    for (const dataDir of ['/proc/liuxue', '/sys/liuxue', '/dev/liuxue']) {
      const run = await runServer(serverEnv(dataDir), 15_000);
      expect(run.timedOut).toBe(false);
      expect(run.code).toBe(1);
      expect(stderrLines(run)).toEqual([
        expect.stringMatching(new RegExp(`^DATA_DIR="${dataDir}" is invalid: `)),
      ]);
    }
  });

  it('a REDIS_URL that cannot be reached', { timeout: 90_000 }, async () => {
    // port 9 (discard) has no listener here: the connection is refused at once
    const run = await runServer(
      serverEnv(tempDir('liuxue-redis-'), { REDIS_URL: 'redis://127.0.0.1:9' }),
      45_000,
    );
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(stderrLines(run)).toEqual([
      expect.stringMatching(/^REDIS_URL: cannot connect to redis:\/\/127\.0\.0\.1:9\b/),
    ]);
  });

  it('a PORT in use (EADDRINUSE)', { timeout: 90_000 }, async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const run = await runServer(serverEnv(tempDir('liuxue-port-'), { PORT: String(port) }));
      expect(run.timedOut).toBe(false);
      expect(run.code).toBe(1);
      expect(stderrLines(run)).toEqual([expect.stringMatching(new RegExp(`^PORT=${port} .*EADDRINUSE`))]);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it(
    'a second process on the same DATA_DIR names the pid holding it; a killed holder’s lock is taken over',
    { timeout: 180_000 },
    async () => {
      const dataDir = tempDir('liuxue-two-');
      const first = await startServer(serverEnv(dataDir));
      const second = await runServer(serverEnv(dataDir), 30_000);
      expect(second.timedOut).toBe(false);
      expect(second.code).toBe(1);
      expect(stderrLines(second)).toEqual([
        expect.stringMatching(new RegExp(`^DATA_DIR="${dataDir}" is in use by process ${first.pid}\\b`)),
      ]);
      // the first still serves
      const health = await fetch(`http://127.0.0.1:${first.port}/healthz`);
      expect(health.status).toBe(200);

      // killed without a chance to clean up: its lock stays, and the next process takes it over
      await first.kill9();
      expect(existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(true);
      const third = await startServer(serverEnv(dataDir));
      expect((await fetch(`http://127.0.0.1:${third.port}/healthz`)).status).toBe(200);
      const stopped = await third.stop();
      expect(stopped.code).toBe(0);
      expect(existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
    },
  );
});
