import { createHash, randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import { AUTH_MESSAGES, LOGIN_BACKOFF, type LoginResult } from '../../src/contract/auth.ts';
import { LIMITS } from '../../src/contract/limits.ts';
import { MESSAGES } from '../../src/contract/validation.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../server/modules/auth/auth.captcha.ts';
import { authTokensTable, captchasTable, smsCodesTable } from '../../server/modules/auth/auth.table.ts';
import { usersTable } from '../../server/modules/user/user.table.ts';
import {
  DEMO,
  DEMO_PASSWORD,
  TEST_CAPTCHA,
  authHeaders,
  envelopeOf,
  fetchCaptcha,
  loginByPassword,
  passwordLogin,
  sendSmsCode,
} from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp({ eachTest: true });

describe('captcha', () => {
  it('returns a PNG image that is never cached', async () => {
    const response = await t.inject({ method: 'GET', url: API.auth.captcha, query: { key: randomUUID() } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    const png = response.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: width and height, big-endian
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect(png.includes(TEST_CAPTCHA)).toBe(false);
  });

  it('draws every captcha differently, even of the same text', async () => {
    const key = randomUUID();
    const first = await t.inject({ method: 'GET', url: API.auth.captcha, query: { key } });
    const second = await t.inject({ method: 'GET', url: API.auth.captcha, query: { key } });
    expect(first.rawPayload.equals(second.rawPayload)).toBe(false);
  });

  it('needs a uuid key', async () => {
    const response = await t.inject({ method: 'GET', url: API.auth.captcha, query: { key: 'abc' } });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).code).toBe(410);
  });

  it('accepts the answer in any case', async () => {
    const response = await passwordLogin(t, DEMO.student, DEMO_PASSWORD, TEST_CAPTCHA.toLowerCase());
    expect(envelopeOf(response).code).toBe(200);
  });

  it('is single use: a second attempt with the same key fails even with the right answer', async () => {
    const captchaKey = await fetchCaptcha(t);
    const payload = { phone: DEMO.student, password: 'Wrong1234', captchaKey, captchaCode: TEST_CAPTCHA };
    const first = await t.inject({ method: 'POST', url: API.auth.login, payload });
    expect(envelopeOf(first).code).toBe(417);
    const second = await t.inject({
      method: 'POST',
      url: API.auth.login,
      payload: { ...payload, password: DEMO_PASSWORD },
    });
    expect(second.statusCode).toBe(400);
    expect(envelopeOf(second)).toEqual({ code: 410, message: MESSAGES.captchaWrong, data: null });
  });

  it('rejects a wrong answer and uses the captcha up', async () => {
    const captchaKey = await fetchCaptcha(t);
    const wrong = await t.inject({
      method: 'POST',
      url: API.auth.login,
      payload: { phone: DEMO.student, password: DEMO_PASSWORD, captchaKey, captchaCode: 'zzzz' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(envelopeOf(wrong)).toMatchObject({ code: 410, message: MESSAGES.captchaWrong });
    const retry = await t.inject({
      method: 'POST',
      url: API.auth.login,
      payload: { phone: DEMO.student, password: DEMO_PASSWORD, captchaKey, captchaCode: TEST_CAPTCHA },
    });
    expect(envelopeOf(retry)).toMatchObject({ code: 410, message: MESSAGES.captchaWrong });
  });

  it('rejects an expired captcha and one that was never fetched', async () => {
    const captchaKey = await fetchCaptcha(t);
    t.clock.advance(LIMITS.CAPTCHA_TTL_MS + 1);
    const expired = await t.inject({
      method: 'POST',
      url: API.auth.login,
      payload: { phone: DEMO.student, password: DEMO_PASSWORD, captchaKey, captchaCode: TEST_CAPTCHA },
    });
    expect(envelopeOf(expired)).toMatchObject({ code: 410, message: MESSAGES.captchaWrong });
    const unknown = await t.inject({
      method: 'POST',
      url: API.auth.login,
      payload: {
        phone: DEMO.student,
        password: DEMO_PASSWORD,
        captchaKey: randomUUID(),
        captchaCode: TEST_CAPTCHA,
      },
    });
    expect(envelopeOf(unknown)).toMatchObject({ code: 410, message: MESSAGES.captchaWrong });
  });
});

describe('password login', () => {
  it('signs a demo student in and returns token and user', async () => {
    const response = await passwordLogin(t, DEMO.member, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = envelopeOf<LoginResult>(response);
    expect(body.code).toBe(200);
    expect(body.data.user).toMatchObject({
      mobile: DEMO.member,
      nameCn: '李同学',
      serviceType: 'ADVISOR',
      vipLevel: 'ADVISOR',
    });
    const current = await t.inject({
      method: 'GET',
      url: API.user.current,
      headers: authHeaders(body.data.token),
    });
    expect(envelopeOf(current).data).toEqual(body.data.user);
  });

  it('answers 417 for an unknown phone as for a wrong password, and 412 for a locked account only with the right one', async () => {
    const unknown = await passwordLogin(t, '13999999999', DEMO_PASSWORD);
    expect(envelopeOf(unknown)).toEqual({ code: 417, message: '账号或密码错误', data: null });

    const wrong = await passwordLogin(t, DEMO.student, 'Wrong1234');
    expect(envelopeOf(wrong)).toEqual({ code: 417, message: '账号或密码错误', data: null });

    expect(envelopeOf(await passwordLogin(t, DEMO.locked, 'Wrong1234')).code).toBe(417);
    const locked = await passwordLogin(t, DEMO.locked, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(200);
    expect(envelopeOf(locked)).toEqual({ code: 412, message: '账号锁定', data: null });
  });

  it('answers 417 for an account without a password (created by sms login)', async () => {
    const phone = '13911112222';
    await sendSmsCode(t, phone);
    await t.inject({ method: 'POST', url: API.auth.smsLogin, payload: { phone, code: t.smsCode(phone) } });
    expect(envelopeOf(await passwordLogin(t, phone, 'Whatever1')).code).toBe(417);
  });

  it(`makes password login wait after ${LOGIN_BACKOFF.PHONE_FREE_FAILURES} wrong passwords in a row`, async () => {
    for (let i = 1; i < LOGIN_BACKOFF.PHONE_FREE_FAILURES; i += 1) {
      expect(envelopeOf(await passwordLogin(t, DEMO.student, `Wrong${i}abc`)).code).toBe(417);
    }
    expect(envelopeOf(await passwordLogin(t, DEMO.student, 'Wrong0abc')).code).toBe(417);
    // the right password waits too; the account itself is not locked (see hardening-auth.test.ts)
    const waiting = await passwordLogin(t, DEMO.student, DEMO_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(envelopeOf(waiting)).toEqual({ code: 451, message: AUTH_MESSAGES.passwordBackoff(1), data: null });
  });

  it('starts counting again after a successful login', async () => {
    for (let i = 1; i < LOGIN_BACKOFF.PHONE_FREE_FAILURES; i += 1) {
      await passwordLogin(t, DEMO.student, `Wrong${i}abc`);
    }
    expect(envelopeOf(await passwordLogin(t, DEMO.student, DEMO_PASSWORD)).code).toBe(200);
    expect(envelopeOf(await passwordLogin(t, DEMO.student, 'Wrong0abc')).code).toBe(417);
    expect(envelopeOf(await passwordLogin(t, DEMO.student, DEMO_PASSWORD)).code).toBe(200);
  });

  it('validates the body with readable messages', async () => {
    const response = await t.inject({
      method: 'POST',
      url: API.auth.login,
      payload: { phone: '123', password: DEMO_PASSWORD, captchaKey: randomUUID(), captchaCode: TEST_CAPTCHA },
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({ code: 410, message: MESSAGES.phone, data: null });
    const noCaptcha = await t.inject({
      method: 'POST',
      url: API.auth.login,
      payload: { phone: DEMO.student, password: DEMO_PASSWORD, captchaKey: randomUUID(), captchaCode: ' ' },
    });
    expect(envelopeOf(noCaptcha).message).toBe(MESSAGES.captcha);
  });
});

describe('register', () => {
  const phone = '13712345678';

  async function register(password = 'Secret123') {
    return t.inject({
      method: 'POST',
      url: API.auth.register,
      payload: { phone, code: t.smsCode(phone, 'register'), password },
    });
  }

  it('registers with an sms code and a password, signs in, and then logs in by password', async () => {
    expect(envelopeOf(await sendSmsCode(t, phone, 'register')).code).toBe(200);
    const response = await register();
    expect(response.statusCode).toBe(200);
    const body = envelopeOf<LoginResult>(response);
    expect(body.code).toBe(200);
    expect(body.data.user).toMatchObject({ mobile: phone, nameCn: null, vipLevel: 'NONE', role: 'USER' });
    const current = await t.inject({
      method: 'GET',
      url: API.user.current,
      headers: authHeaders(body.data.token),
    });
    expect(envelopeOf(current).code).toBe(200);

    const login = await loginByPassword(t, phone, 'Secret123');
    expect(login.user.id).toBe(body.data.user.id);
  });

  it('refuses a second registration of the same phone at the code check, without telling it is registered', async () => {
    await sendSmsCode(t, phone, 'register');
    const first = t.smsCode(phone, 'register');
    expect(envelopeOf(await register()).code).toBe(200);
    t.clock.advance(LIMITS.SMS_RESEND_INTERVAL_MS);
    const again = await sendSmsCode(t, phone, 'register');
    expect(envelopeOf(again)).toEqual({ code: 200, message: 'success', data: { resendAfter: 60 } });
    // no code was delivered this time: the used one is all the owner has
    expect(t.smsCode(phone, 'register')).toBe(first);
    const duplicate = await register();
    expect(duplicate.statusCode).toBe(400);
    expect(envelopeOf(duplicate)).toMatchObject({ code: 410, message: MESSAGES.smsCodeWrong });
  });

  it('checks the password rule', async () => {
    await sendSmsCode(t, phone, 'register');
    const weak = await register('short');
    expect(weak.statusCode).toBe(400);
    expect(envelopeOf(weak)).toEqual({ code: 410, message: MESSAGES.password, data: null });
  });

  it('needs the register code, not a login code', async () => {
    await sendSmsCode(t, phone, 'login');
    const response = await t.inject({
      method: 'POST',
      url: API.auth.register,
      payload: { phone, code: t.smsCode(phone, 'login'), password: 'Secret123' },
    });
    expect(envelopeOf(response)).toMatchObject({ code: 410, message: MESSAGES.smsCodeWrong });
  });
});

describe('password reset by sms', () => {
  it('sets a new password, signs old sessions out, and the new password logs in', async () => {
    const old = await loginByPassword(t, DEMO.student);
    await sendSmsCode(t, DEMO.student, 'reset');
    const response = await t.inject({
      method: 'POST',
      url: API.auth.resetPassword,
      payload: { phone: DEMO.student, code: t.smsCode(DEMO.student, 'reset'), password: 'NewPass123' },
    });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 200, message: 'success', data: null });

    const stale = await t.inject({ method: 'GET', url: API.user.current, headers: authHeaders(old.token) });
    expect(stale.statusCode).toBe(401);
    expect(envelopeOf(await passwordLogin(t, DEMO.student, DEMO_PASSWORD)).code).toBe(417);
    expect(envelopeOf(await passwordLogin(t, DEMO.student, 'NewPass123')).code).toBe(200);
  });

  it('clears the password back-off of the number but not an administrative lock', async () => {
    for (let i = 0; i < LOGIN_BACKOFF.PHONE_FREE_FAILURES; i += 1)
      await passwordLogin(t, DEMO.student, `Wrong${i}abc`);
    expect(envelopeOf(await passwordLogin(t, DEMO.student, DEMO_PASSWORD)).code).toBe(451);

    for (const phone of [DEMO.student, DEMO.locked]) {
      await sendSmsCode(t, phone, 'reset');
      const reset = await t.inject({
        method: 'POST',
        url: API.auth.resetPassword,
        payload: { phone, code: t.smsCode(phone, 'reset'), password: 'NewPass123' },
      });
      expect(envelopeOf(reset).code).toBe(200);
    }
    expect(envelopeOf(await passwordLogin(t, DEMO.student, 'NewPass123')).code).toBe(200);
    expect(envelopeOf(await passwordLogin(t, DEMO.locked, 'NewPass123')).code).toBe(412);
  });

  it('answers an unknown phone as a wrong code', async () => {
    const response = await t.inject({
      method: 'POST',
      url: API.auth.resetPassword,
      payload: { phone: '13999999999', code: '123456', password: 'NewPass123' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({ code: 410, message: MESSAGES.smsCodeWrong, data: null });
  });
});

describe('secrets at rest', () => {
  it('stores passwords as argon2id, tokens as sha256, and neither sms codes nor captcha answers in clear', async () => {
    const phone = '13712349999';
    await sendSmsCode(t, phone, 'register');
    const code = t.smsCode(phone, 'register');
    const [sms] = await t.app.db.select().from(smsCodesTable).where(eq(smsCodesTable.phone, phone));
    expect(sms?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sms?.codeHash).not.toContain(code);

    const response = await t.inject({
      method: 'POST',
      url: API.auth.register,
      payload: { phone, code, password: 'Secret123' },
    });
    const { token, user } = envelopeOf<LoginResult>(response).data;
    const [row] = await t.app.db.select().from(usersTable).where(eq(usersTable.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const tokens = await t.app.db.select().from(authTokensTable).where(eq(authTokensTable.userId, user.id));
    expect(tokens.map((r) => r.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(tokens[0]?.expiresAt.getTime()).toBe(t.clock.now().getTime() + LIMITS.TOKEN_TTL_MS);

    const captchaKey = await fetchCaptcha(t);
    const [captcha] = await t.app.db.select().from(captchasTable).where(eq(captchasTable.key, captchaKey));
    expect(captcha?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(captcha?.answerHash.toLowerCase()).not.toContain(TEST_CAPTCHA.toLowerCase());
  });
});
