/**
 * Issue 12, boot and transport hardening: http timeouts (a slow body is cut, a websocket is not) and the
 * exclusive lock of an embedded database's DATA_DIR.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createConnection, type AddressInfo } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import { LIMITS } from '../../src/contract/limits.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/contract/socket.ts';
import { userRoom } from '../../src/contract/socket.ts';
import { buildApp, type BuildAppOptions } from '../../server/app.ts';
import { DATA_DIR_LOCK_FILE, LOCK_STALE_MS, acquireDataDirLock } from '../../server/db/data-dir-lock.ts';
import { HTTP_TIMEOUTS } from '../../server/lib/http-timeouts.ts';
import { DEMO, DRIVER, buildTestApp, loginByPassword, type TestApp } from '../helpers/server.ts';

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
      const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        query: { auth: token, userId: user.id },
        reconnection: false,
        forceNew: true,
      });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connectedsuccess', () => resolve());
          socket.once('connect_error', reject);
        });
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
