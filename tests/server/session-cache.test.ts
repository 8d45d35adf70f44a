/**
 * Reads every page makes, answered from memory: token lookups (server/modules/auth/auth.session-cache.ts,
 * server/plugins/auth.ts) and reference data (server/modules/common/reference-data.ts). What a user must
 * still see at once: logout, a password change or reset, a profile edit; on every process when scaled out
 * (two apps on one database and one Redis stand for two processes; the suite runs with TEST_REDIS_URL or
 * REDIS_URL set).
 */
import { randomUUID } from 'node:crypto';

import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import { LIMITS } from '../../src/contract/limits.ts';
import type { CurrentUser } from '../../src/contract/user.ts';
import { createSessionCache } from '../../server/modules/auth/auth.session-cache.ts';
import { dictionariesTable, supportersTable } from '../../server/modules/common/common.table.ts';
import { usersTable, type UserRow } from '../../server/modules/user/user.table.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  authHeaders,
  envelopeOf,
  loginByPassword,
  loginBySms,
  type TestApp,
} from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** A number nobody has used yet (sms login creates its account; no resend interval to wait for). */
function newPhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || process.env.REDIS_URL?.trim() || undefined;
const EXPIRED = { code: 411, message: '登录已过期', data: null };

function current(t: TestApp, token: string) {
  return t.inject({ method: 'GET', url: API.user.current, headers: authHeaders(token) });
}

async function logout(t: TestApp, token: string) {
  const response = await t.inject({ method: 'POST', url: API.auth.logout, headers: authHeaders(token) });
  expect(envelopeOf(response).code).toBe(200);
}

async function changePassword(t: TestApp, token: string, oldPassword: string, newPassword: string) {
  const response = await t.inject({
    method: 'POST',
    url: API.user.updatePassword,
    headers: authHeaders(token),
    payload: { oldPassword, newPassword },
  });
  expect(envelopeOf(response).code).toBe(200);
}

async function renameNickname(t: TestApp, token: string, id: string, nickname: string) {
  const response = await t.inject({
    method: 'PUT',
    url: `${API.user.update}/${id}`,
    headers: authHeaders(token),
    payload: { nickname, systemType: 1 },
  });
  expect(envelopeOf(response).code).toBe(200);
}

/** Signed in, and the token used once (so that it is remembered). */
async function usedToken(t: TestApp, phone: string, by: 'sms' | 'password' = 'sms') {
  const login = by === 'sms' ? await loginBySms(t, phone) : await loginByPassword(t, phone);
  expect((await current(t, login.token)).statusCode).toBe(200);
  return login;
}

describe('the session cache (unit)', () => {
  const user = (id: string) => ({ id, locked: false }) as UserRow;
  const session = (id: string) => ({ user: user(id), expiresAt: new Date(10_000) });

  it('holds at most maxEntries tokens, dropping the least recently used, and no row without a token', () => {
    const cache = createSessionCache({ maxEntries: 2, maxAgeMs: 1_000 });
    cache.set(cache.epoch(), 't1', session('u1'), 0);
    cache.set(cache.epoch(), 't2', session('u2'), 0);
    expect(cache.get('t1', 1)?.id).toBe('u1'); // t1 is now the most recently used
    cache.set(cache.epoch(), 't3', session('u3'), 2);
    expect(cache.stats()).toMatchObject({ tokens: 2, users: 2 });
    expect(cache.get('t2', 3)).toBeUndefined();
    expect(cache.get('t1', 3)?.id).toBe('u1');
    expect(cache.get('t3', 3)?.id).toBe('u3');
  });

  it('refuses a token past its own expiry, and reads again after maxAgeMs', () => {
    const cache = createSessionCache({ maxEntries: 10, maxAgeMs: 1_000 });
    cache.set(cache.epoch(), 't1', { user: user('u1'), expiresAt: new Date(500) }, 0);
    expect(cache.get('t1', 499)?.id).toBe('u1');
    expect(cache.get('t1', 500)).toBeUndefined();
    cache.set(cache.epoch(), 't2', session('u2'), 0);
    expect(cache.get('t2', 999)?.id).toBe('u2');
    expect(cache.get('t2', 1_000)).toBeUndefined();
  });

  it('does not store a read that a forget overtook (a logout during a slow lookup)', () => {
    const cache = createSessionCache({ maxEntries: 10, maxAgeMs: 1_000 });
    const readAt = cache.epoch();
    cache.forgetToken('t1');
    cache.set(readAt, 't1', session('u1'), 0);
    expect(cache.get('t1', 1)).toBeUndefined();
  });
});

describe('token lookups from memory, one process', () => {
  const t = useTestApp();

  it('answers a used token from memory, and refuses it at once after logout (411 登录已过期)', async () => {
    const { token } = await usedToken(t, DEMO.student);
    const before = t.app.sessions.stats();
    expect((await current(t, token)).statusCode).toBe(200);
    expect(t.app.sessions.stats().hits).toBe(before.hits + 1);

    await logout(t, token);
    const refused = await current(t, token);
    expect(refused.statusCode).toBe(401);
    expect(envelopeOf(refused)).toEqual(EXPIRED);
    const validate = await t.inject({
      method: 'GET',
      url: API.auth.validateToken,
      headers: authHeaders(token),
    });
    expect(envelopeOf(validate).data).toBe(true);
  });

  it('signs the other remembered sessions out at once when the password changes', async () => {
    const mine = await usedToken(t, DEMO.noName, 'password');
    const other = await usedToken(t, DEMO.noName, 'password');
    await changePassword(t, mine.token, DEMO_PASSWORD, 'Changed123');
    expect((await current(t, mine.token)).statusCode).toBe(200);
    expect(envelopeOf(await current(t, other.token))).toEqual(EXPIRED);
    await changePassword(t, mine.token, 'Changed123', DEMO_PASSWORD);
  });

  it('shows a profile edit in the next current-user answer', async () => {
    const { token, user } = await usedToken(t, newPhone());
    const nickname = `n${randomUUID().slice(0, 8)}`;
    await renameNickname(t, token, user.id, nickname);
    expect(envelopeOf<CurrentUser>(await current(t, token)).data.nickname).toBe(nickname);
  });

  it('refuses a remembered token once its own expiry has passed', async () => {
    const { token } = await loginBySms(t, newPhone());
    // five seconds before the expiry the token is read again (older than the max age) and remembered
    t.clock.advance(LIMITS.TOKEN_TTL_MS - 5_000);
    expect((await current(t, token)).statusCode).toBe(200);
    const remembered = t.app.sessions.stats().hits;
    expect((await current(t, token)).statusCode).toBe(200);
    expect(t.app.sessions.stats().hits).toBe(remembered + 1);
    // well within the max age, but past the token's expiry
    t.clock.advance(5_000);
    expect(LIMITS.SESSION_CACHE_MAX_AGE_MS).toBeGreaterThan(5_000);
    expect(envelopeOf(await current(t, token))).toEqual(EXPIRED);
  });

  it('sees a lock written in the database behind the server, within the max age', async () => {
    const { token, user } = await usedToken(t, newPhone());
    await t.app.db
      .update(usersTable)
      .set({ locked: true, lockReason: 'ADMIN' })
      .where(eq(usersTable.id, user.id));
    try {
      t.clock.advance(LIMITS.SESSION_CACHE_MAX_AGE_MS);
      expect(envelopeOf(await current(t, token))).toEqual(EXPIRED);
    } finally {
      await t.app.db
        .update(usersTable)
        .set({ locked: false, lockReason: null })
        .where(eq(usersTable.id, user.id));
    }
  });

  it('keeps no more tokens than its cap', () => {
    expect(t.app.sessions.stats().tokens).toBeGreaterThan(0);
    expect(t.app.sessions.stats().tokens).toBeLessThanOrEqual(LIMITS.SESSION_CACHE_MAX_ENTRIES);
  });
});

describe('reference data from memory', () => {
  const t = useTestApp();

  /** Renames a table for the duration of `run`: any query of it fails meanwhile. */
  async function withoutTable(table: string, run: () => Promise<void>) {
    await t.app.db.execute(sql.raw(`alter table "${table}" rename to "${table}_away"`));
    try {
      await run();
    } finally {
      await t.app.db.execute(sql.raw(`alter table "${table}_away" rename to "${table}"`));
    }
  }

  it('answers dictionaries as the table holds them, then without reading the table again', async () => {
    const rows = await t.app.db
      .select()
      .from(dictionariesTable)
      .where(eq(dictionariesTable.dictCode, 'GRADE_TYPE'))
      .orderBy(asc(dictionariesTable.sort), asc(dictionariesTable.id));
    const expected = {
      code: 200,
      message: 'success',
      data: rows.map((row) => ({
        id: String(row.id),
        dictDetailCode: row.dictDetailCode,
        dictDetailName: row.dictDetailName,
      })),
    };
    expect(rows.length).toBeGreaterThan(0);
    const request = {
      method: 'GET' as const,
      url: API.common.findByDictCode,
      query: { dictCode: 'GRADE_TYPE' },
    };
    const first = await t.inject(request);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual(expected);

    await withoutTable('dictionaries', async () => {
      const again = await t.inject(request);
      expect(again.statusCode).toBe(200);
      expect(again.headers['cache-control']).toBe('public, max-age=300');
      expect(again.json()).toEqual(expected);
    });
  });

  it('answers supporters without reading the table again', async () => {
    const first = await t.inject({ method: 'GET', url: API.common.supports });
    const count = await t.app.db.select().from(supportersTable);
    expect(envelopeOf<unknown[]>(first).data).toHaveLength(count.length);
    await withoutTable('supporters', async () => {
      const again = await t.inject({ method: 'GET', url: API.common.supports });
      expect(again.statusCode).toBe(200);
      expect(again.headers['cache-control']).toBe('public, max-age=300');
      expect(again.body).toBe(first.body);
    });
  });
});

describe.runIf(Boolean(REDIS_URL))('token lookups from memory, two processes through Redis', () => {
  const prefix = `liuxue-test-${randomUUID()}:`;
  const env = { REDIS_URL: REDIS_URL ?? '', REDIS_PREFIX: prefix };
  // B opens A's database (after A, closed before it: hooks run in order, after-hooks in reverse)
  const a = useTestApp({ env });
  const b = useTestApp({ env, keepDatabase: true });

  it('refuses on B, on its next request, a token logged out on A', async () => {
    const { token } = await usedToken(a, DEMO.student);
    expect((await current(b, token)).statusCode).toBe(200);
    expect((await current(b, token)).statusCode).toBe(200); // answered from B's memory
    await logout(a, token);
    expect(envelopeOf(await current(b, token))).toEqual(EXPIRED);
  });

  it('refuses on B the other sessions of a password changed on A', async () => {
    const mine = await usedToken(a, DEMO.noName, 'password');
    const other = await usedToken(a, DEMO.noName, 'password');
    expect((await current(b, other.token)).statusCode).toBe(200);
    await changePassword(a, mine.token, DEMO_PASSWORD, 'Changed123');
    expect(envelopeOf(await current(b, other.token))).toEqual(EXPIRED);
    expect((await current(b, mine.token)).statusCode).toBe(200);
    await changePassword(a, mine.token, 'Changed123', DEMO_PASSWORD);
  });

  it('shows on B a profile edit made on A', async () => {
    const { token, user } = await usedToken(b, newPhone());
    const nickname = `n${randomUUID().slice(0, 8)}`;
    await renameNickname(a, token, user.id, nickname);
    expect(envelopeOf<CurrentUser>(await current(b, token)).data.nickname).toBe(nickname);
  });
});
