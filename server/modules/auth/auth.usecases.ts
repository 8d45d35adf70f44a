/**
 * Sign-in flows: sms codes (login, register, reset), password login with a single-use image captcha,
 * registration, password reset, logout and token validation. Limits and messages come from the contract.
 *
 * Nothing tells whether a number is registered: sms code requests get one answer (a register code is only
 * delivered to a new number, a reset code only to an account, but both are stored and limited the same
 * way), password login answers 417 to an unknown number after verifying a dummy hash, and register or
 * reset with a number the code was not delivered to fails like a wrong code.
 */
import type { SmsPurpose } from '../../../src/contract/code-tables.ts';
import type { LoginResult } from '../../../src/contract/auth.ts';
import { LIMITS } from '../../../src/contract/limits.ts';
import type { SmsProvider } from '../../adapters/sms/sms.ts';
import type { Database } from '../../lib/database.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import { randomDigits, randomToken, sameHex, sha256Hex } from '../../lib/crypto.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { toCurrentUser } from '../user/user.mappers.ts';
import { createUserRepository } from '../user/user.repository.ts';
import type { UserRow } from '../user/user.table.ts';
import { createLoginBackoff } from './auth.backoff.ts';
import { drawCaptcha, normalizeCaptchaAnswer } from './auth.captcha.ts';
import {
  createAccountLockedError,
  createCaptchaWrongError,
  createPasswordBackoffError,
  createPhoneRegisteredError,
  createSmsCodeExpiredError,
  createSmsCodeTooManyAttemptsError,
  createSmsCodeWrongError,
  createSmsHourlyLimitError,
  createSmsTooFrequentError,
  createWrongPasswordError,
} from './auth.errors.ts';
import { createAuthRepository } from './auth.repository.ts';
import type { Sessions } from '../../lib/sessions.ts';
import { issueToken, parseToken, hashToken } from './auth.tokens.ts';

const HOUR_MS = 3_600_000;

type SmsCheck = 'ok' | 'missing' | 'wrong' | 'expired' | 'tooManyAttempts';

function hashSmsCode(phone: string, purpose: SmsPurpose, code: string): string {
  return sha256Hex(`${phone}:${purpose}:${code}`);
}

function hashCaptchaAnswer(key: string, answer: string): string {
  return sha256Hex(`${key}:${normalizeCaptchaAnswer(answer)}`);
}

/** Whether a requested code is delivered: register only to a new number, reset only to an account. */
function delivers(purpose: SmsPurpose, registered: boolean): boolean {
  if (purpose === 'register') return !registered;
  if (purpose === 'reset') return registered;
  return true;
}

export interface AuthUsecasesDeps {
  db: Database;
  now: Clock;
  sms: SmsProvider;
  captchaText: () => string;
  /** Remembered sessions (server/plugins/auth.ts): told of every revocation and users-row write. */
  sessions: Sessions;
}

export type AuthUsecases = ReturnType<typeof createAuthUsecases>;

/** What the auth usecase groups share: the repositories, the sign-in and the sms code check. */
function authContext({ db, now, sms, captchaText, sessions }: AuthUsecasesDeps) {
  const authRepository = createAuthRepository({ db });
  const userRepository = createUserRepository({ db });
  const backoff = createLoginBackoff(authRepository);

  async function signIn(user: UserRow): Promise<LoginResult> {
    const at = now();
    const token = await issueToken({ authRepository, userId: user.id, now: at });
    const fresh = (await userRepository.recordLoginSuccess(user.id, at)) ?? user;
    await sessions.forgetUser(user.id);
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

  return { db, now, sms, captchaText, sessions, authRepository, userRepository, backoff, signIn, useSmsCode };
}

type AuthContext = ReturnType<typeof authContext>;

/** Sending sms codes and the sms login. */
function createSmsUsecases({ db, now, sms, userRepository, useSmsCode, signIn }: AuthContext) {
  return {
    async sendSmsCode(purpose: SmsPurpose, phone: string): Promise<{ resendAfter: number }> {
      const registered = (await userRepository.findByMobile(phone)) !== undefined;
      const deliver = delivers(purpose, registered);
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
        // an undelivered code is stored and counted all the same (nobody knows it, so it never matches);
        // inside the transaction: a failed send stores nothing and counts against no limit
        if (deliver) await sms.send({ phone, purpose, code, sentAt });
      });
      return { resendAfter: Math.ceil(LIMITS.SMS_RESEND_INTERVAL_MS / 1000) };
    },

    /** Sms login; a new number gets an account (no password yet). An administrative lock answers 412. */
    async smsLogin(phone: string, code: string): Promise<LoginResult> {
      await useSmsCode(phone, 'login', code);
      const { user } = await userRepository.createOrGet({ mobile: phone, passwordHash: null, now: now() });
      if (user.locked) throw createAccountLockedError();
      return signIn(user);
    },
  };
}

/** The captcha and the password login. */
function createPasswordLoginUsecases(ctx: AuthContext) {
  const { now, captchaText, authRepository, userRepository, backoff, signIn } = ctx;
  // verified in place of a missing password hash, so an unknown number costs the same argon2 time; made by
  // the first password login (known number or not), not at boot: hashing loads argon2's native addon
  let dummyPasswordHash: Promise<string> | undefined;

  return {
    /** A PNG. */
    async createCaptcha(key: string): Promise<Buffer> {
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

    /**
     * Password login: the captcha is used up by any attempt, right or wrong. During a back-off of the number
     * or of the client address the password is not even checked. Unknown number, no password yet and wrong
     * password answer alike (417), after the same argon2 work; an administrative lock shows only then.
     */
    async passwordLogin(
      input: { phone: string; password: string; captchaKey: string; captchaCode: string },
      clientAddress: string,
    ): Promise<LoginResult> {
      const captcha = await authRepository.takeCaptcha(input.captchaKey);
      const captchaOk =
        captcha !== undefined &&
        captcha.expiresAt.getTime() > now().getTime() &&
        sameHex(captcha.answerHash, hashCaptchaAnswer(input.captchaKey, input.captchaCode));
      if (!captchaOk) throw createCaptchaWrongError();

      const waitMs = await backoff.remainingMs(input.phone, clientAddress, now());
      if (waitMs > 0) throw createPasswordBackoffError(waitMs);

      dummyPasswordHash ??= hashPassword(randomToken());
      const dummy = await dummyPasswordHash.catch((error: unknown) => {
        dummyPasswordHash = undefined;
        throw error;
      });
      const user = await userRepository.findByMobile(input.phone);
      const passwordHash = user?.passwordHash ?? dummy;
      const passwordOk = (await verifyPassword(passwordHash, input.password)) && Boolean(user?.passwordHash);
      if (!user || !passwordOk) {
        await backoff.recordFailure(input.phone, clientAddress, now());
        throw createWrongPasswordError();
      }
      if (user.locked) throw createAccountLockedError();
      await backoff.clear(input.phone);
      return signIn(user);
    },
  };
}

/** Registration, password reset and logout. */
function createAccountUsecases(ctx: AuthContext) {
  const { now, sessions, authRepository, userRepository, backoff, useSmsCode, signIn } = ctx;
  return {
    /** A registered number fails at the code check: its register code was never delivered. */
    async register(input: { phone: string; code: string; password: string }): Promise<LoginResult> {
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

    /**
     * Password reset by sms: signs every session out and clears the number's password back-off. An unknown
     * number fails at the code check: its reset code was never delivered.
     */
    async resetPassword(input: { phone: string; code: string; password: string }): Promise<void> {
      await useSmsCode(input.phone, 'reset', input.code);
      const user = await userRepository.findByMobile(input.phone);
      if (!user) throw createSmsCodeWrongError();
      const passwordHash = await hashPassword(input.password);
      const at = now();
      try {
        await userRepository.resetPassword(user.id, passwordHash, at);
        await authRepository.revokeUserTokens(user.id, at);
      } finally {
        // even after a failure half-way: whatever was written is seen at once
        await sessions.forgetUser(user.id);
      }
      await backoff.clear(input.phone);
    },

    async logout(header: string | string[] | undefined): Promise<void> {
      const token = parseToken(header);
      if (!token) return;
      const tokenHash = hashToken(token);
      await authRepository.revokeToken(tokenHash, now());
      await sessions.forgetToken(tokenHash);
    },
  };
}

export function createAuthUsecases(deps: AuthUsecasesDeps) {
  const ctx = authContext(deps);
  return {
    ...createSmsUsecases(ctx),
    ...createPasswordLoginUsecases(ctx),
    ...createAccountUsecases(ctx),
  };
}
