/**
 * Sign-in hardening (issue 12): the client address behind a proxy (TRUST_PROXY) and a per-address budget
 * of sms codes.
 */
import { randomUUID } from 'node:crypto';

import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import { AUTH_MESSAGES, SMS_ADDRESS_BUDGET } from '../../src/contract/auth.ts';
import type { SmsPurpose } from '../../src/contract/code-tables.ts';
import { EnvError, loadEnv } from '../../server/plugins/env.ts';
import { buildTestApp, envelopeOf, type TestApp, type TestAppOptions } from '../helpers/server.ts';

const REDIS_URL = process.env.TEST_REDIS_URL?.trim() || process.env.REDIS_URL?.trim() || undefined;

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

describe('client address: TRUST_PROXY and the sms budget per address', () => {
  async function spendBudget(t: TestApp, from: From) {
    for (let i = 0; i < SMS_ADDRESS_BUDGET.MAX; i += 1) {
      const response = await sendCode(t, newPhone(100 + i), 'login', from);
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
