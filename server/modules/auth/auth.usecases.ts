/**
 * Sign-in flows: sms codes (login, register, reset), password login with a single-use image captcha,
 * registration, password reset, logout and token validation. Limits and messages come from the contract.
 */
import type { SmsPurpose } from '../../../src/contract/code-tables.ts';
import type { LoginResult } from '../../../src/contract/auth.ts';
import { LIMITS } from '../../../src/contract/limits.ts';
import type { SmsProvider } from '../../adapters/sms/sms.ts';
import type { Database } from '../../db/database.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import { randomDigits, sameHex, sha256Hex } from '../../lib/crypto.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { toCurrentUser } from '../user/user.mappers.ts';
import { createUserRepository } from '../user/user.repository.ts';
import type { UserRow } from '../user/user.table.ts';
import { drawCaptcha, normalizeCaptchaAnswer } from './auth.captcha.ts';
import {
  createAccountLockedError,
  createCaptchaWrongError,
  createLockedByFailuresError,
  createPhoneRegisteredError,
  createSmsCodeExpiredError,
  createSmsCodeTooManyAttemptsError,
  createSmsCodeWrongError,
  createSmsHourlyLimitError,
  createSmsTooFrequentError,
  createUnknownPhoneError,
  createWrongPasswordError,
} from './auth.errors.ts';
import { createAuthRepository } from './auth.repository.ts';
import { authenticateToken, issueToken, parseToken, hashToken } from './auth.tokens.ts';

const HOUR_MS = 3_600_000;

type SmsCheck = 'ok' | 'missing' | 'wrong' | 'expired' | 'tooManyAttempts';

function hashSmsCode(phone: string, purpose: SmsPurpose, code: string): string {
  return sha256Hex(`${phone}:${purpose}:${code}`);
}

function hashCaptchaAnswer(key: string, answer: string): string {
  return sha256Hex(`${key}:${normalizeCaptchaAnswer(answer)}`);
}

function lockedError(user: UserRow) {
  return user.lockReason === 'LOGIN_FAILURES' ? createLockedByFailuresError() : createAccountLockedError();
}

export interface AuthUsecasesDeps {
  db: Database;
  now: Clock;
  sms: SmsProvider;
  captchaText: () => string;
}

export type AuthUsecases = ReturnType<typeof createAuthUsecases>;

export function createAuthUsecases({ db, now, sms, captchaText }: AuthUsecasesDeps) {
  const authRepository = createAuthRepository({ db });
  const userRepository = createUserRepository({ db });

  async function signIn(user: UserRow): Promise<LoginResult> {
    const at = now();
    const token = await issueToken({ authRepository, userId: user.id, now: at });
    const fresh = (await userRepository.recordLoginSuccess(user.id, at)) ?? user;
    return { token, user: toCurrentUser(fresh) };
  }

  /** Checks the latest unconsumed code of the phone and purpose; a success consumes it. */
  async function useSmsCode(phone: string, purpose: SmsPurpose, code: string): Promise<void> {
    const outcome = await db.transaction(async (tx): Promise<SmsCheck> => {
      const repository = createAuthRepository({ db: tx });
      await repository.lockPhone(phone);
      const latest = await repository.findLatestCode(phone, purpose);
      if (!latest) return 'missing';
      if (latest.attempts >= LIMITS.SMS_CODE_MAX_ATTEMPTS) return 'tooManyAttempts';
      if (latest.expiresAt.getTime() <= now().getTime()) return 'expired';
      if (!sameHex(latest.codeHash, hashSmsCode(phone, purpose, code))) {
        const attempts = await repository.countWrongAttempt(latest.id);
        return attempts >= LIMITS.SMS_CODE_MAX_ATTEMPTS ? 'tooManyAttempts' : 'wrong';
      }
      return (await repository.consumeCode(latest.id)) ? 'ok' : 'missing';
    });
    switch (outcome) {
      case 'ok':
        return;
      case 'expired':
        throw createSmsCodeExpiredError();
      case 'tooManyAttempts':
        throw createSmsCodeTooManyAttemptsError();
      default:
        throw createSmsCodeWrongError();
    }
  }

  return {
    async sendSmsCode(purpose: SmsPurpose, phone: string): Promise<{ resendAfter: number }> {
      const existing = await userRepository.findByMobile(phone);
      if (purpose === 'register' && existing) throw createPhoneRegisteredError();
      if (purpose === 'reset' && !existing) throw createUnknownPhoneError();
      const code = randomDigits(LIMITS.SMS_CODE_LENGTH);
      const sentAt = now();
      await db.transaction(async (tx) => {
        const repository = createAuthRepository({ db: tx });
        await repository.lockPhone(phone);
        const lastSentAt = await repository.lastSentAt(phone);
        if (lastSentAt && sentAt.getTime() - lastSentAt.getTime() < LIMITS.SMS_RESEND_INTERVAL_MS) {
          throw createSmsTooFrequentError();
        }
        const sentThisHour = await repository.countSentSince(phone, addMs(sentAt, -HOUR_MS));
        if (sentThisHour >= LIMITS.SMS_MAX_PER_HOUR) throw createSmsHourlyLimitError();
        await repository.deleteCodesSentBefore(phone, addMs(sentAt, -24 * HOUR_MS));
        await repository.insertCode({
          phone,
          purpose,
          codeHash: hashSmsCode(phone, purpose, code),
          sentAt,
          expiresAt: addMs(sentAt, LIMITS.SMS_CODE_TTL_MS),
        });
        // inside the transaction: a failed send stores nothing and counts against no limit
        await sms.send({ phone, purpose, code, sentAt });
      });
      return { resendAfter: Math.ceil(LIMITS.SMS_RESEND_INTERVAL_MS / 1000) };
    },

    /** Sms login; a new number gets an account (no password yet). */
    async smsLogin(phone: string, code: string): Promise<LoginResult> {
      const existing = await userRepository.findByMobile(phone);
      if (existing?.locked) throw lockedError(existing);
      await useSmsCode(phone, 'login', code);
      const { user } = await userRepository.createOrGet({ mobile: phone, passwordHash: null, now: now() });
      if (user.locked) throw lockedError(user);
      return signIn(user);
    },

    async createCaptcha(key: string): Promise<string> {
      const at = now();
      const text = captchaText();
      await authRepository.deleteCaptchasExpiredBefore(at);
      await authRepository.saveCaptcha({
        key,
        answerHash: hashCaptchaAnswer(key, text),
        expiresAt: addMs(at, LIMITS.CAPTCHA_TTL_MS),
      });
      return drawCaptcha(text);
    },

    /** Password login: the captcha is used up by any attempt, right or wrong. */
    async passwordLogin(input: {
      phone: string;
      password: string;
      captchaKey: string;
      captchaCode: string;
    }): Promise<LoginResult> {
      const captcha = await authRepository.takeCaptcha(input.captchaKey);
      const captchaOk =
        captcha !== undefined &&
        captcha.expiresAt.getTime() > now().getTime() &&
        sameHex(captcha.answerHash, hashCaptchaAnswer(input.captchaKey, input.captchaCode));
      if (!captchaOk) throw createCaptchaWrongError();

      const user = await userRepository.findByMobile(input.phone);
      if (!user) throw createUnknownPhoneError();
      if (user.locked) throw lockedError(user);
      const passwordOk =
        user.passwordHash !== null && (await verifyPassword(user.passwordHash, input.password));
      if (!passwordOk) {
        const updated = await userRepository.recordLoginFailure(user.id, LIMITS.LOGIN_MAX_FAILURES, now());
        throw updated?.locked ? lockedError(updated) : createWrongPasswordError();
      }
      return signIn(user);
    },

    async register(input: { phone: string; code: string; password: string }): Promise<LoginResult> {
      if (await userRepository.findByMobile(input.phone)) throw createPhoneRegisteredError();
      await useSmsCode(input.phone, 'register', input.code);
      const passwordHash = await hashPassword(input.password);
      const { user, created } = await userRepository.createOrGet({
        mobile: input.phone,
        passwordHash,
        now: now(),
      });
      if (!created) throw createPhoneRegisteredError();
      return signIn(user);
    },

    /** Password reset by sms: lifts a lock caused by wrong passwords and signs every session out. */
    async resetPassword(input: { phone: string; code: string; password: string }): Promise<void> {
      const user = await userRepository.findByMobile(input.phone);
      if (!user) throw createUnknownPhoneError();
      await useSmsCode(input.phone, 'reset', input.code);
      const passwordHash = await hashPassword(input.password);
      const at = now();
      await userRepository.resetPassword(user.id, passwordHash, at);
      await authRepository.revokeUserTokens(user.id, at);
    },

    async logout(header: string | string[] | undefined): Promise<void> {
      const token = parseToken(header);
      if (token) await authRepository.revokeToken(hashToken(token), now());
    },

    /** True when the token is missing, malformed, unknown, revoked or expired. */
    async isTokenExpired(header: string | string[] | undefined): Promise<boolean> {
      return (await authenticateToken({ authRepository, value: header, now: now() })) === null;
    },
  };
}
