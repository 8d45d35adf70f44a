/**
 * Several server processes behind one Redis (REDIS_URL) and one database: rooms and rate limits are shared.
 * Two apps in this worker stand for two processes: they share the database (the worker's in-memory PGlite,
 * or PostgreSQL with TEST_DATABASE_URL) and a Redis key prefix unique to this run, so nothing global in
 * Redis is read or flushed. The suite runs when TEST_REDIS_URL (or REDIS_URL) is set; CI sets it.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import type { PayEvent } from '../../src/contract/socket.ts';
import { userRoom } from '../../src/contract/socket.ts';
import { closeRedis, connectRedis, type RedisClient } from '../../server/lib/redis.ts';
import { LocalWindows, createRedisRateLimitStore } from '../../server/plugins/rate-limit.ts';
import { DEMO, buildTestApp, envelopeOf, loginBySms, type TestApp } from '../helpers/server.ts';
import { baseUrl, connected, listenOnLoopback, openSocket, type ClientSocket } from '../helpers/sockets.ts';

const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || process.env.REDIS_URL?.trim() || undefined;
const PREFIX = `liuxue-test-${randomUUID()}:`;
const NEW_PHONE = '13912345678';

if (!REDIS_URL)
  console.info('scale-out suite skipped: TEST_REDIS_URL not set (CI sets redis://127.0.0.1:6379)');

async function listeningApp(redisUrl: string, keepDatabase: boolean): Promise<TestApp> {
  const t = await buildTestApp({ env: { REDIS_URL: redisUrl, REDIS_PREFIX: PREFIX }, keepDatabase });
  await listenOnLoopback(t);
  return t;
}

const sockets: ClientSocket[] = [];

/** A connected socket of the user on the given app (rejects on a refused handshake). */
async function connectAs(t: TestApp, login: LoginResult): Promise<ClientSocket> {
  const socket = openSocket(baseUrl(t), { query: { auth: `carrier.${login.token}`, userId: login.user.id } });
  sockets.push(socket);
  await connected(socket);
  return socket;
}

function nextPay(socket: ClientSocket): Promise<PayEvent> {
  return new Promise((resolve) => socket.once('pay', resolve));
}

function pay(orderNo: string): PayEvent {
  return { orderNo, payStatus: '1', orderStatus: '1' };
}

describe('boot with REDIS_URL', () => {
  it('stops with a message naming REDIS_URL when Redis is unreachable', async () => {
    await expect(
      buildTestApp({
        env: { REDIS_URL: 'redis://:secret@127.0.0.1:1', REDIS_PREFIX: PREFIX },
        keepDatabase: true,
      }),
    ).rejects.toThrow(/^REDIS_URL: cannot connect to redis:\/\/:\*\*\*@127\.0\.0\.1:1/);
  });
});

describe.runIf(Boolean(REDIS_URL))('scale-out through Redis', () => {
  const redisUrl = REDIS_URL ?? '';
  let a: TestApp;
  let b: TestApp;
  let redis: RedisClient;

  beforeAll(async () => {
    a = await listeningApp(redisUrl, false);
    // B boots on the database A has migrated and seeded (on PostgreSQL under the boot lock), like a second process
    b = await listeningApp(redisUrl, true);
    redis = await connectRedis({ url: redisUrl, name: 'test', log: a.app.log });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await b?.close();
    await a?.close();
    if (redis) {
      // only this run's keys
      for await (const keys of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 100 })) {
        if (keys.length > 0) await redis.del(keys);
      }
      await closeRedis(redis);
    }
  });

  it('delivers an emit on one process to a socket connected to another', async () => {
    const login = await loginBySms(a, DEMO.student);
    const onA = await connectAs(a, login);

    const received = nextPay(onA);
    b.app.io.to(userRoom(login.user.id)).emit('pay', pay('FROM-B'));
    await expect(received).resolves.toEqual(pay('FROM-B'));
  });

  it('reaches every socket of the user, whichever process holds it, and no one else', async () => {
    const student = await loginBySms(a, DEMO.member);
    const other = await loginBySms(b, DEMO.noName);
    const onA = await connectAs(a, student);
    const onB = await connectAs(b, student);
    const otherOnA = await connectAs(a, other);
    const otherGot: string[] = [];
    otherOnA.on('pay', (event) => otherGot.push(event.orderNo));

    const both = Promise.all([nextPay(onA), nextPay(onB)]);
    a.app.io.to(userRoom(student.user.id)).emit('pay', pay('TO-ALL'));
    await expect(both).resolves.toEqual([pay('TO-ALL'), pay('TO-ALL')]);
    // a later message to the other user arrives after the first one would have
    const otherNext = nextPay(otherOnA);
    b.app.io.to(userRoom(other.user.id)).emit('pay', pay('ONLY-OTHER'));
    await expect(otherNext).resolves.toEqual(pay('ONLY-OTHER'));
    expect(otherGot).toEqual(['ONLY-OTHER']);
    expect(await b.app.io.in(userRoom(student.user.id)).fetchSockets()).toHaveLength(2);
  });

  it('closing one process disconnects only its own sockets', async () => {
    const c = await listeningApp(redisUrl, true);
    let cOpen = true;
    try {
      // a new number (sms login creates the account): each phone gets one code a minute
      const login = await loginBySms(c, NEW_PHONE);
      const onA = await connectAs(a, login);
      const onC = await connectAs(c, login);
      const cDisconnected = new Promise((resolve) => onC.once('disconnect', resolve));
      await c.close();
      cOpen = false;
      await cDisconnected;
      await sleep(200);
      expect(onA.connected).toBe(true);
      const received = nextPay(onA);
      b.app.io.to(userRoom(login.user.id)).emit('pay', pay('AFTER-CLOSE'));
      await expect(received).resolves.toEqual(pay('AFTER-CLOSE'));
    } finally {
      if (cOpen) await c.close();
    }
  });

  it('shares the rate limit of a route across processes', async () => {
    // register allows 30 requests a minute per client address; invalid bodies count too
    const remaining: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const t = i % 2 === 0 ? a : b;
      const response = await t.inject({ method: 'POST', url: API.auth.register, payload: {} });
      expect(response.statusCode).toBe(400);
      remaining.push(String(response.headers['x-ratelimit-remaining']));
    }
    expect(remaining.slice(0, 3)).toEqual(['29', '28', '27']);
    expect(remaining.at(-1)).toBe('0');

    for (const t of [a, b]) {
      const limited = await t.inject({ method: 'POST', url: API.auth.register, payload: {} });
      expect(limited.statusCode).toBe(429);
      expect(envelopeOf(limited).code).toBe(451);
    }
    // another route keeps its own count
    const captcha = await b.inject({ method: 'GET', url: API.auth.captcha, query: { key: randomUUID() } });
    expect(captcha.statusCode).toBe(200);
  });

  it('counts in the process when Redis is unreachable instead of failing the request', async () => {
    const client = await connectRedis({ url: redisUrl, name: 'store test', log: a.app.log });
    const Store = createRedisRateLimitStore({ client, prefix: `${PREFIX}store-test:`, log: a.app.log });
    const store = new Store({});
    const incr = (key: string) =>
      new Promise<{ current: number; ttl: number } | undefined>((resolve, reject) => {
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result)), 60_000, 5);
      });

    expect(await incr('k')).toMatchObject({ current: 1 });
    const shared = await incr('k');
    expect(shared?.current).toBe(2);
    expect(shared?.ttl).toBeGreaterThan(59_000);
    expect(await redis.get(`${PREFIX}store-test:global-k`)).toBe('2');

    client.destroy();
    // no error reaches the request: the fallback window starts at 1 and keeps counting
    expect(await incr('k')).toMatchObject({ current: 1 });
    expect(await incr('k')).toMatchObject({ current: 2 });
    expect(await redis.get(`${PREFIX}store-test:global-k`)).toBe('2');
  });
});

describe('the in-process fallback window', () => {
  it('counts per key, resets after the window and stays bounded', () => {
    const windows = new LocalWindows();
    expect(windows.incr('x', 1_000, 0)).toEqual({ current: 1, ttl: 1_000 });
    expect(windows.incr('x', 1_000, 400)).toEqual({ current: 2, ttl: 600 });
    expect(windows.read('x', 500)).toEqual({ current: 2, ttl: 500 });
    expect(windows.incr('y', 1_000, 500)).toEqual({ current: 1, ttl: 1_000 });
    expect(windows.incr('x', 1_000, 1_000)).toEqual({ current: 1, ttl: 1_000 });
    expect(windows.read('y', 1_500)).toEqual({ current: 0, ttl: 0 });

    for (let i = 0; i < 10_050; i += 1) windows.incr(`k${i}`, 60_000, 2_000);
    expect(windows.read('k0', 2_000)).toEqual({ current: 0, ttl: 0 });
    expect(windows.read('k10049', 2_000)).toEqual({ current: 1, ttl: 60_000 });
  });
});
