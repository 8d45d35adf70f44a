import { describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import { LIMITS } from '../../src/contract/limits.ts';
import { MESSAGES } from '../../src/contract/validation.ts';
import { DEMO, envelopeOf, sendSmsCode } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp({ eachTest: true });

function smsLogin(phone: string, code: string) {
  return t.inject({ method: 'POST', url: API.auth.smsLogin, payload: { phone, code } });
}

/** A code that is surely not the one sent. */
function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('sms codes', () => {
  it('sends a 6-digit code, writes it to the outbox and logs an existing student in with it', async () => {
    const sent = await sendSmsCode(t, DEMO.student);
    expect(sent.statusCode).toBe(200);
    expect(envelopeOf(sent)).toEqual({ code: 200, message: 'success', data: { resendAfter: 60 } });

    const [entry] = t.smsOutbox();
    expect(entry).toMatchObject({ phone: DEMO.student, purpose: 'login' });
    expect(entry?.code).toMatch(/^\d{6}$/);
    expect(new Date(entry?.sentAt ?? '').getTime()).toBe(t.clock.now().getTime());

    const response = await smsLogin(DEMO.student, entry?.code ?? '');
    expect(response.statusCode).toBe(200);
    const body = envelopeOf<LoginResult>(response);
    expect(body.code).toBe(200);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.user).toMatchObject({
      mobile: DEMO.student,
      nameCn: '张同学',
      serviceType: null,
      vipLevel: 'NONE',
      role: 'USER',
    });
  });

  it('creates the account of a new number at its first sms login', async () => {
    const phone = '13912345678';
    await sendSmsCode(t, phone);
    const body = envelopeOf<LoginResult>(await smsLogin(phone, t.smsCode(phone)));
    expect(body.code).toBe(200);
    expect(body.data.user).toMatchObject({
      mobile: phone,
      nameCn: null,
      serviceType: null,
      vipLevel: 'NONE',
    });

    // the second login finds the same account
    t.clock.advance(LIMITS.SMS_RESEND_INTERVAL_MS);
    await sendSmsCode(t, phone);
    const again = envelopeOf<LoginResult>(await smsLogin(phone, t.smsCode(phone)));
    expect(again.data.user.id).toBe(body.data.user.id);
  });

  it('uses a code once', async () => {
    await sendSmsCode(t, DEMO.student);
    const code = t.smsCode(DEMO.student);
    expect(envelopeOf(await smsLogin(DEMO.student, code)).code).toBe(200);
    const replay = await smsLogin(DEMO.student, code);
    expect(replay.statusCode).toBe(400);
    expect(envelopeOf(replay)).toMatchObject({ code: 410, message: MESSAGES.smsCodeWrong });
  });

  it('rejects a wrong code, and five wrong tries kill the code', async () => {
    await sendSmsCode(t, DEMO.student);
    const code = t.smsCode(DEMO.student);
    for (let i = 1; i < LIMITS.SMS_CODE_MAX_ATTEMPTS; i += 1) {
      const wrong = await smsLogin(DEMO.student, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(envelopeOf(wrong)).toMatchObject({ code: 410, message: MESSAGES.smsCodeWrong, data: null });
    }
    const fifth = await smsLogin(DEMO.student, wrongCode(code));
    expect(envelopeOf(fifth)).toMatchObject({ code: 410, message: MESSAGES.smsCodeTooManyAttempts });
    // even the right code is dead now
    const right = await smsLogin(DEMO.student, code);
    expect(envelopeOf(right)).toMatchObject({ code: 410, message: MESSAGES.smsCodeTooManyAttempts });
  });

  it('rejects an expired code', async () => {
    await sendSmsCode(t, DEMO.student);
    t.clock.advance(LIMITS.SMS_CODE_TTL_MS + 1);
    const response = await smsLogin(DEMO.student, t.smsCode(DEMO.student));
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toMatchObject({ code: 410, message: MESSAGES.smsCodeExpired });
  });

  it('counts only the latest code', async () => {
    await sendSmsCode(t, DEMO.student);
    const first = t.smsCode(DEMO.student);
    t.clock.advance(LIMITS.SMS_RESEND_INTERVAL_MS);
    await sendSmsCode(t, DEMO.student);
    const second = t.smsCode(DEMO.student);
    if (first !== second) {
      expect(envelopeOf(await smsLogin(DEMO.student, first)).code).toBe(410);
    }
    expect(envelopeOf(await smsLogin(DEMO.student, second)).code).toBe(200);
  });

  it('refuses a resend within 60 s, then allows it', async () => {
    expect(envelopeOf(await sendSmsCode(t, DEMO.student)).code).toBe(200);
    t.clock.advance(LIMITS.SMS_RESEND_INTERVAL_MS - 1_000);
    const tooSoon = await sendSmsCode(t, DEMO.student);
    expect(tooSoon.statusCode).toBe(429);
    expect(envelopeOf(tooSoon)).toEqual({ code: 451, message: MESSAGES.smsTooFrequent, data: null });
    expect(t.smsOutbox()).toHaveLength(1);
    t.clock.advance(1_000);
    expect(envelopeOf(await sendSmsCode(t, DEMO.student)).code).toBe(200);
  });

  it('refuses the 6th code within an hour', async () => {
    for (let i = 0; i < LIMITS.SMS_MAX_PER_HOUR; i += 1) {
      expect(envelopeOf(await sendSmsCode(t, DEMO.student)).code).toBe(200);
      t.clock.advance(LIMITS.SMS_RESEND_INTERVAL_MS);
    }
    const sixth = await sendSmsCode(t, DEMO.student);
    expect(sixth.statusCode).toBe(429);
    expect(envelopeOf(sixth)).toMatchObject({ code: 451, message: MESSAGES.smsHourlyLimit });
    // an hour after the first one, a new code may go out
    t.clock.advance(60 * 60_000 - LIMITS.SMS_MAX_PER_HOUR * LIMITS.SMS_RESEND_INTERVAL_MS + 1_000);
    expect(envelopeOf(await sendSmsCode(t, DEMO.student)).code).toBe(200);
  });

  it('answers a malformed phone with 410 请输入正确的手机号', async () => {
    for (const phone of ['12345', '23800000001', '1380000000a', '']) {
      const response = await t.inject({ method: 'GET', url: API.auth.smsCode, query: { phone } });
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response)).toEqual({ code: 410, message: MESSAGES.phone, data: null });
    }
    const missing = await t.inject({ method: 'GET', url: API.auth.smsCode });
    expect(envelopeOf(missing).code).toBe(410);
    expect(t.smsOutbox()).toHaveLength(0);
  });

  it('answers register and reset code requests alike, delivering only to a new number and to an account', async () => {
    const registered = await sendSmsCode(t, DEMO.student, 'register');
    const unknown = await sendSmsCode(t, '13999999999', 'reset');
    for (const response of [registered, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response)).toEqual({ code: 200, message: 'success', data: { resendAfter: 60 } });
    }
    expect(t.smsOutbox()).toHaveLength(0);
  });

  it('keeps codes of different purposes apart', async () => {
    await sendSmsCode(t, DEMO.student, 'reset');
    const resetCode = t.smsCode(DEMO.student, 'reset');
    expect(envelopeOf(await smsLogin(DEMO.student, resetCode)).code).toBe(410);
  });

  it('refuses sms login to an administratively locked account once the code is checked', async () => {
    const wrong = await smsLogin(DEMO.locked, '000000');
    expect(envelopeOf(wrong).code).toBe(410);
    await sendSmsCode(t, DEMO.locked);
    const response = await smsLogin(DEMO.locked, t.smsCode(DEMO.locked));
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toMatchObject({ code: 412, message: '账号锁定', data: null });
  });
});
