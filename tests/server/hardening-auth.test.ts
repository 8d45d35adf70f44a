/**
 * Sign-in hardening: wrong passwords make password login wait instead of locking the account;
 * one answer whether a number is registered or not; the client address behind a proxy (TRUST_PROXY) and
 * a per-address budget of sms codes. Time runs on the app's injectable clock (buildApp({ now })).
 */
import { randomUUID } from 'node:crypto';

import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { API } from '../../src/contract/api.ts';
import { AUTH_MESSAGES, LOGIN_BACKOFF, SMS_ADDRESS_BUDGET } from '../../src/contract/auth.ts';
import type { SmsPurpose } from '../../src/contract/code-tables.ts';
import { MESSAGES } from '../../src/contract/validation.ts';
import type * as PasswordModule from '../../server/lib/password.ts';
import { EnvError, loadEnv } from '../../server/plugins/env.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  TEST_CAPTCHA,
  authHeaders,
  buildTestApp,
  envelopeOf,
  loginBySms,
  type TestApp,
  type TestAppOptions,
} from '../helpers/server.ts';

/** Every password hash the server verifies (the real function runs). */
const verifications = vi.hoisted(() => ({ hashes: [] as string[] }));
vi.mock('../../server/lib/password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordModule>();
  return {
    ...actual,
    verifyPassword: (passwordHash: string, password: string) => {
      verifications.hashes.push(passwordHash);
      return actual.verifyPassword(passwordHash, password);
    },
  };
});

const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || process.env.REDIS_URL?.trim() || undefined;
const MINUTE = 60_000;

/** Where a request comes from: the socket address and the headers a proxy would add. */
type From = Pick<InjectOptions, 'remoteAddress' | 'headers'>;

const apps: TestApp[] = [];

async function app(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await buildTestApp(options);
  apps.push(t);
  return t;
}

afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

/** A test number nobody registered. */
function newPhone(i: number): string {
  return `1370000${String(i).padStart(4, '0')}`;
}

async function login(t: TestApp, phone: string, password: string, from: From = {}) {
  const captchaKey = randomUUID();
  const captcha = await t.inject({
    method: 'GET',
    url: API.auth.captcha,
    query: { key: captchaKey },
    ...from,
  });
  expect(captcha.statusCode).toBe(200);
  return t.inject({
    method: 'POST',
    url: API.auth.login,
    payload: { phone, password, captchaKey, captchaCode: TEST_CAPTCHA },
    ...from,
  });
}

const SMS_PATHS: Record<SmsPurpose, string> = {
  login: API.auth.smsCode,
  register: API.auth.registerSmsCode,
  reset: API.auth.resetSmsCode,
};

function sendCode(t: TestApp, phone: string, purpose: SmsPurpose = 'login', from: From = {}) {
  return t.inject({ method: 'GET', url: SMS_PATHS[purpose], query: { phone }, ...from });
}

/** Status and body: what a client (or an attacker) sees. */
function seen(response: LightMyRequestResponse) {
  return { status: response.statusCode, body: response.json<unknown>() };
}

function expectBackoff(response: LightMyRequestResponse, minutes: number) {
  expect(seen(response)).toEqual({
    status: 429,
    body: { code: 451, message: AUTH_MESSAGES.passwordBackoff(minutes), data: null },
  });
}

const WRONG_PASSWORD = { code: 417, message: '账号或密码错误', data: null };

describe('wrong passwords: a growing wait on password login, no lock-out', () => {
  it('ten wrong passwords neither end the victim’s sessions nor block their sms login', async () => {
    const t = await app();
    const victim = await loginBySms(t, DEMO.student);
    for (let i = 0; i < 10; i += 1) {
      // every guess is checked: the attacker waits out each back-off
      expect(envelopeOf(await login(t, DEMO.student, `Wrong${i}abc`))).toEqual(WRONG_PASSWORD);
      t.clock.advance(LOGIN_BACKOFF.MAX_WAIT_MS);
    }
    const current = await t.inject({
      method: 'GET',
      url: API.user.current,
      headers: authHeaders(victim.token),
    });
    expect(current.statusCode).toBe(200);
    expect(envelopeOf(current).code).toBe(200);
    const again = await loginBySms(t, DEMO.student);
    expect(again.user.id).toBe(victim.user.id);
  });

  it('refuses password login during the back-off, even with the right password, and lets it in after', async () => {
    const t = await app();
    for (let i = 0; i < LOGIN_BACKOFF.PHONE_FREE_FAILURES; i += 1) {
      expect(envelopeOf(await login(t, DEMO.student, `Wrong${i}abc`))).toEqual(WRONG_PASSWORD);
    }
    expectBackoff(await login(t, DEMO.student, DEMO_PASSWORD), 1);
    t.clock.advance(LOGIN_BACKOFF.FIRST_WAIT_MS - 1_000);
    expectBackoff(await login(t, DEMO.student, DEMO_PASSWORD), 1);
    t.clock.advance(1_000);
    expect(envelopeOf(await login(t, DEMO.student, DEMO_PASSWORD)).code).toBe(200);
    // other numbers were never concerned
    expect(envelopeOf(await login(t, DEMO.member, DEMO_PASSWORD)).code).toBe(200);
  });

  it('doubles the wait with each further failure up to 30 minutes; a success or an idle hour clears it', async () => {
    const t = await app();
    for (let i = 0; i < LOGIN_BACKOFF.PHONE_FREE_FAILURES; i += 1) await login(t, DEMO.student, 'Wrong0abc');
    let wait = 1;
    for (const next of [2, 4, 8, 16, 30, 30]) {
      t.clock.advance(wait * MINUTE);
      expect(envelopeOf(await login(t, DEMO.student, 'Wrong1abc'))).toEqual(WRONG_PASSWORD);
      expectBackoff(await login(t, DEMO.student, DEMO_PASSWORD), next);
      wait = next;
    }
    t.clock.advance(wait * MINUTE);
    expect(envelopeOf(await login(t, DEMO.student, DEMO_PASSWORD)).code).toBe(200);
    // the success cleared the count: free failures again
    for (let i = 1; i < LOGIN_BACKOFF.PHONE_FREE_FAILURES; i += 1) {
      expect(envelopeOf(await login(t, DEMO.student, 'Wrong2abc'))).toEqual(WRONG_PASSWORD);
    }
    expect(envelopeOf(await login(t, DEMO.student, DEMO_PASSWORD)).code).toBe(200);
  });

  it('forgets the failures of a number after an hour without one', async () => {
    const t = await app();
    for (let i = 1; i < LOGIN_BACKOFF.PHONE_FREE_FAILURES; i += 1) await login(t, DEMO.student, 'Wrong0abc');
    t.clock.advance(LOGIN_BACKOFF.FORGET_AFTER_MS);
    for (let i = 1; i < LOGIN_BACKOFF.PHONE_FREE_FAILURES; i += 1) {
      expect(envelopeOf(await login(t, DEMO.student, 'Wrong1abc'))).toEqual(WRONG_PASSWORD);
    }
    expect(envelopeOf(await login(t, DEMO.student, DEMO_PASSWORD)).code).toBe(200);
  });

  it('counts the failures of one client address across numbers', async () => {
    const t = await app();
    const sprayer = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < LOGIN_BACKOFF.ADDRESS_FREE_FAILURES; i += 1) {
      // one guess per number: no number reaches its own back-off
      const phone = i === 0 ? DEMO.member : newPhone(10 + i);
      expect(envelopeOf(await login(t, phone, 'Wrong0abc', sprayer))).toEqual(WRONG_PASSWORD);
    }
    expectBackoff(await login(t, DEMO.student, DEMO_PASSWORD, sprayer), 1);
    // another address is not concerned
    expect(
      envelopeOf(await login(t, DEMO.student, DEMO_PASSWORD, { remoteAddress: '203.0.113.8' })).code,
    ).toBe(200);
    t.clock.advance(LOGIN_BACKOFF.FIRST_WAIT_MS);
    expect(envelopeOf(await login(t, DEMO.student, DEMO_PASSWORD, sprayer)).code).toBe(200);
  });

  it('keeps the administrative lock of the demo account: 412 only once the password is right', async () => {
    const t = await app();
    expect(envelopeOf(await login(t, DEMO.locked, 'Wrong0abc'))).toEqual(WRONG_PASSWORD);
    expect(envelopeOf(await login(t, DEMO.locked, DEMO_PASSWORD))).toEqual({
      code: 412,
      message: '账号锁定',
      data: null,
    });
    // an sms code does not open it either
    await sendCode(t, DEMO.locked);
    const sms = await t.inject({
      method: 'POST',
      url: API.auth.smsLogin,
      payload: { phone: DEMO.locked, code: t.smsCode(DEMO.locked) },
    });
    expect(envelopeOf(sms)).toEqual({ code: 412, message: '账号锁定', data: null });
  });
});

describe('one answer whether a number is registered or not', () => {
  it('sends register and reset codes only where they make sense, with the same answer', async () => {
    const t = await app();
    const unknown = newPhone(1);
    const registerKnown = await sendCode(t, DEMO.student, 'register');
    const registerUnknown = await sendCode(t, unknown, 'register');
    expect(seen(registerKnown)).toEqual(seen(registerUnknown));
    expect(envelopeOf(registerKnown)).toEqual({ code: 200, message: 'success', data: { resendAfter: 60 } });

    const other = newPhone(2);
    const resetKnown = await sendCode(t, DEMO.member, 'reset');
    const resetUnknown = await sendCode(t, other, 'reset');
    expect(seen(resetKnown)).toEqual(seen(resetUnknown));
    expect(resetKnown.statusCode).toBe(200);

    expect(t.smsOutbox().map(({ phone, purpose }) => ({ phone, purpose }))).toEqual([
      { phone: unknown, purpose: 'register' },
      { phone: DEMO.member, purpose: 'reset' },
    ]);

    // the per-number limits answer the same too
    const again = await Promise.all(
      [DEMO.student, unknown].map((phone) => sendCode(t, phone, 'register').then(seen)),
    );
    expect(again[0]).toEqual(again[1]);
    expect(again[0]?.status).toBe(429);
  });

  it('answers 417 账号或密码错误 to an unknown number as to a wrong password', async () => {
    const t = await app();
    const unknown = await login(t, newPhone(3), DEMO_PASSWORD);
    const wrong = await login(t, DEMO.student, 'Wrong0abc');
    expect(seen(unknown)).toEqual(seen(wrong));
    expect(envelopeOf(unknown)).toEqual(WRONG_PASSWORD);
    // and the back-off comes after as many failures for both
    for (let i = 1; i < LOGIN_BACKOFF.PHONE_FREE_FAILURES; i += 1) {
      expect(seen(await login(t, newPhone(3), DEMO_PASSWORD))).toEqual(seen(wrong));
      expect(seen(await login(t, DEMO.student, 'Wrong0abc'))).toEqual(seen(wrong));
    }
    expect(seen(await login(t, newPhone(3), DEMO_PASSWORD))).toEqual(
      seen(await login(t, DEMO.student, DEMO_PASSWORD)),
    );
  });

  it('lets registration of a registered number fail at the register step, as a wrong code', async () => {
    const t = await app();
    const unknown = newPhone(4);
    await sendCode(t, DEMO.student, 'register');
    await sendCode(t, unknown, 'register');
    const realCode = t.smsCode(unknown, 'register');
    const guess = realCode === '000000' ? '111111' : '000000';
    const answers = async (phone: string) => {
      const out = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await t.inject({
          method: 'POST',
          url: API.auth.register,
          payload: { phone, code: guess, password: 'Secret123' },
        });
        out.push(seen(response));
      }
      return out;
    };
    const known = await answers(DEMO.student);
    expect(known).toEqual(await answers(unknown));
    expect(known[0]).toEqual({
      status: 400,
      body: { code: 410, message: MESSAGES.smsCodeWrong, data: null },
    });
    expect(known[4]?.body).toMatchObject({ message: MESSAGES.smsCodeTooManyAttempts });
    // the account was not touched
    expect(envelopeOf(await login(t, DEMO.student, DEMO_PASSWORD)).code).toBe(200);
  });

  it('lets a reset of an unknown number fail as a wrong code', async () => {
    const t = await app();
    const unknown = newPhone(5);
    await sendCode(t, unknown, 'reset');
    await sendCode(t, DEMO.member, 'reset');
    const realCode = t.smsCode(DEMO.member, 'reset');
    const guess = realCode === '000000' ? '111111' : '000000';
    const reset = (phone: string) =>
      t.inject({
        method: 'POST',
        url: API.auth.resetPassword,
        payload: { phone, code: guess, password: 'NewPass123' },
      });
    const unknownAnswer = seen(await reset(unknown));
    expect(unknownAnswer).toEqual(seen(await reset(DEMO.member)));
    expect(unknownAnswer).toEqual({
      status: 400,
      body: { code: 410, message: MESSAGES.smsCodeWrong, data: null },
    });
    // without any code sent either
    expect(seen(await reset(newPhone(6)))).toEqual(seen(await reset(DEMO.noName)));
  });

  it('verifies a hash for an unknown number too, so it takes about as long as a wrong password', async () => {
    const t = await app();
    const timed = async (phone: string, password: string) => {
      const captchaKey = randomUUID();
      await t.inject({ method: 'GET', url: API.auth.captcha, query: { key: captchaKey } });
      const before = verifications.hashes.length;
      const start = performance.now();
      const response = await t.inject({
        method: 'POST',
        url: API.auth.login,
        payload: { phone, password, captchaKey, captchaCode: TEST_CAPTCHA },
      });
      const ms = performance.now() - start;
      expect(envelopeOf(response)).toEqual(WRONG_PASSWORD);
      // one argon2 verification per attempt, whether the number is registered or not
      expect(verifications.hashes.slice(before)).toEqual([expect.stringMatching(/^\$argon2id\$/)]);
      return ms;
    };
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    // different numbers each time: no number reaches its back-off (the address allows 20 failures)
    for (let i = 0; i < 6; i += 1) {
      known.push(await timed([DEMO.member, DEMO.noName][i % 2] ?? DEMO.member, `Wrong${i}abc`));
      unknown.push(await timed(newPhone(7 + (i % 2)), `Wrong${i}abc`));
    }
    // argon2 dominates both; without the dummy verification an unknown number answers several times faster
    expect(median(unknown.slice(1))).toBeGreaterThan(median(known.slice(1)) * 0.5);
  });

  it('verifies a hash for an account that has no password yet (created by sms login)', async () => {
    const t = await app();
    const phone = newPhone(9);
    await loginBySms(t, phone);
    const before = verifications.hashes.length;
    expect(envelopeOf(await login(t, phone, 'Whatever1'))).toEqual(WRONG_PASSWORD);
    expect(verifications.hashes.slice(before)).toEqual([expect.stringMatching(/^\$argon2id\$/)]);
  });
});

describe('client address: TRUST_PROXY and the sms budget per address', () => {
  async function spendBudget(t: TestApp, from: From) {
    for (let i = 0; i < SMS_ADDRESS_BUDGET.MAX; i += 1) {
      const purposes: SmsPurpose[] = ['login', 'register', 'reset'];
      const response = await sendCode(t, newPhone(100 + i), purposes[i % 3], from);
      expect(seen(response)).toEqual({
        status: 200,
        body: { code: 200, message: 'success', data: { resendAfter: 60 } },
      });
    }
  }

  function expectBudgetSpent(response: LightMyRequestResponse) {
    expect(seen(response)).toEqual({
      status: 429,
      body: { code: 451, message: AUTH_MESSAGES.smsAddressBudget, data: null },
    });
  }

  it(`refuses the ${SMS_ADDRESS_BUDGET.MAX + 1}th sms code in an hour from one address, to distinct numbers`, async () => {
    const t = await app();
    const from = { remoteAddress: '198.51.100.1' };
    await spendBudget(t, from);
    expectBudgetSpent(await sendCode(t, newPhone(200), 'login', from));
    expect(t.smsOutbox().some((entry) => entry.phone === newPhone(200))).toBe(false);
    // another address has its own budget
    expect(
      envelopeOf(await sendCode(t, newPhone(201), 'login', { remoteAddress: '198.51.100.2' })).code,
    ).toBe(200);
  });

  for (const trustProxy of ['true', '1', '127.0.0.1/8, ::1']) {
    it(`gives clients behind the proxy separate limits with TRUST_PROXY=${trustProxy}`, async () => {
      const t = await app({ env: { TRUST_PROXY: trustProxy } });
      const first = { headers: { 'x-forwarded-for': '203.0.113.1' } };
      await spendBudget(t, first);
      expectBudgetSpent(await sendCode(t, newPhone(200), 'login', first));
      const second = await sendCode(t, newPhone(201), 'login', {
        headers: { 'x-forwarded-for': '203.0.113.2' },
      });
      expect(envelopeOf(second).code).toBe(200);
    });
  }

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const t = await app();
    await spendBudget(t, { headers: { 'x-forwarded-for': '203.0.113.1' } });
    expectBudgetSpent(
      await sendCode(t, newPhone(200), 'login', { headers: { 'x-forwarded-for': '203.0.113.2' } }),
    );
  });

  it('reads TRUST_PROXY as true, a hop count or a list of addresses and CIDRs, and nothing else', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    expect(loadEnv({ TRUST_PROXY: 'loopback,uniquelocal' }).TRUST_PROXY).toEqual(['loopback', 'uniquelocal']);
    for (const bad of ['yes', '-1', '1.5', '10.0.0.0/33', '300.1.1.1', 'example.com', '10.0.0.1,,']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(EnvError);
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY=/);
    }
  });
});

describe.runIf(Boolean(REDIS_URL))('the sms budget across processes (Redis)', () => {
  it('is shared by every process on one Redis', async () => {
    const env = { REDIS_URL: REDIS_URL ?? '', REDIS_PREFIX: `liuxue-test-${randomUUID()}:` };
    const a = await app({ env });
    const b = await app({ env, keepDatabase: true });
    const from = { remoteAddress: '198.51.100.9' };
    for (let i = 0; i < SMS_ADDRESS_BUDGET.MAX; i += 1) {
      const response = await sendCode(i % 2 === 0 ? a : b, newPhone(300 + i), 'login', from);
      expect(envelopeOf(response).code).toBe(200);
    }
    for (const t of [a, b]) {
      const refused = await sendCode(t, newPhone(400), 'login', from);
      expect(refused.statusCode).toBe(429);
      expect(envelopeOf(refused).message).toBe(AUTH_MESSAGES.smsAddressBudget);
    }
  });
});
