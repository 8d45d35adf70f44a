/**
 * /healthz and /readyz as a load balancer sees them: small JSON, no auth, never cached, never rate
 * limited (nor counted in Redis with REDIS_URL), and /readyz 503 while the database cannot answer or
 * lacks a migration this build ships.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { buildApp } from '../../server/app.ts';
import { closeRedis, connectRedis } from '../../server/lib/redis.ts';
import { openDatabase, type OpenDatabase } from '../../server/db/database.ts';
import { buildTestApp, type TestApp } from '../helpers/server.ts';

const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || process.env.REDIS_URL?.trim() || undefined;
if (!REDIS_URL) console.info('health checks with REDIS_URL skipped: TEST_REDIS_URL not set');

async function statusesOf(t: TestApp, url: string, times: number): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  for (let i = 0; i < times; i += 1) {
    const { statusCode } = await t.inject({ method: 'GET', url });
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  }
  return counts;
}

describe('health checks', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers /healthz and /readyz with 200 and small uncached JSON, without auth, 100 times each', async () => {
    t = await buildTestApp();
    const live = await t.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    expect(live.headers['content-type']).toMatch(/^application\/json/);

    const ready = await t.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.rawPayload.length).toBeLessThan(200);

    // more than the 60 a minute of unknown URLs
    expect(await statusesOf(t, '/healthz', 100)).toEqual({ 200: 100 });
    expect(await statusesOf(t, '/readyz', 100)).toEqual({ 200: 100 });
  });

  it.runIf(Boolean(REDIS_URL))(
    'counts nothing in Redis for health checks when REDIS_URL is set',
    async () => {
      const prefix = `liuxue-test-${randomUUID()}:`;
      t = await buildTestApp({ env: { REDIS_URL: REDIS_URL ?? '', REDIS_PREFIX: prefix } });
      const redis = await connectRedis({ url: REDIS_URL ?? '', name: 'test', log: t.app.log });
      try {
        expect(await statusesOf(t, '/healthz', 100)).toEqual({ 200: 100 });
        expect(await statusesOf(t, '/readyz', 100)).toEqual({ 200: 100 });
        expect(await redis.keys(`${prefix}*`)).toEqual([]);
        // while a guessed URL is counted there
        await t.inject({ method: 'GET', url: '/student/api/guess' });
        expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
      } finally {
        for (const key of await redis.keys(`${prefix}*`)) await redis.del(key);
        await closeRedis(redis);
      }
    },
  );
});

describe('readiness of the database', () => {
  // a database of this test's own, which it breaks
  let database: OpenDatabase | undefined;
  let app: FastifyInstance | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /readyz 503 when a migration is missing, then when the database fails', async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    dataDir = mkdtempSync(path.join(tmpdir(), 'liuxue-ready-'));
    app = await buildApp({ env: {}, logger: false, serveStatic: false, dataDir, database });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    // a database restored from a backup older than this build
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const pending = await app.inject({ method: 'GET', url: '/readyz' });
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', migrations: 'pending' },
    });

    await database.close();
    const down = await app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: 'not ready',
      checks: { database: 'unreachable', migrations: 'not checked' },
    });
    expect(down.headers['cache-control']).toBe('no-store');
    // the process itself is still alive
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
