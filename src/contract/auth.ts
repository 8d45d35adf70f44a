import { z } from 'zod';

import { safeText } from './text.ts';
import { currentUserSchema } from './user.ts';
import { MESSAGES, passwordSchema, phoneSchema, smsCodeSchema } from './validation.ts';

export const phoneQuerySchema = z.object({ phone: phoneSchema });

export const smsSendResultSchema = z.object({
  /** Seconds until another code may be requested. */
  resendAfter: z.number().int(),
});

export const smsLoginBodySchema = z.object({ phone: phoneSchema, code: smsCodeSchema });

export const captchaQuerySchema = z.object({ key: safeText().uuid() });

export const passwordLoginBodySchema = z.object({
  phone: phoneSchema,
  password: safeText().min(1, MESSAGES.passwordRequired).max(64),
  captchaKey: safeText().uuid(),
  captchaCode: safeText().trim().min(1, MESSAGES.captcha).max(8),
});

export const registerBodySchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  password: passwordSchema,
});

export const resetPasswordBodySchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  password: passwordSchema,
});

export const changePasswordBodySchema = z.object({
  oldPassword: safeText().min(1, MESSAGES.passwordRequired).max(64),
  newPassword: passwordSchema,
});

/**
 * Password login back-off (the spec is silent; ours). Wrong passwords never lock an account: they make
 * the password login of that phone number, and of that client address, wait a while. Sessions and sms
 * login are untouched. After the free failures, each further failure doubles the wait, from the first
 * wait up to the longest; a success (or an sms password reset) clears the phone's count, and a count
 * with no failure for FORGET_AFTER_MS starts again from zero. Unknown numbers are counted the same way.
 */
export const LOGIN_BACKOFF = {
  /** Wrong passwords for one phone number before the first wait. */
  PHONE_FREE_FAILURES: 5,
  /** Wrong passwords from one client address, whatever the numbers, before the first wait. */
  ADDRESS_FREE_FAILURES: 20,
  FIRST_WAIT_MS: 60_000,
  MAX_WAIT_MS: 30 * 60_000,
  FORGET_AFTER_MS: 60 * 60_000,
} as const;

/** Sms codes one client address may ask for in a window, all numbers and purposes together (ours). */
export const SMS_ADDRESS_BUDGET = { MAX: 10, WINDOW_MS: 60 * 60_000 } as const;

export const AUTH_MESSAGES = {
  /** During a password login back-off; minutes rounded up. */
  passwordBackoff: (minutes: number) => `密码错误次数过多，请${minutes}分钟后再试`,
  smsAddressBudget: '当前网络获取验证码次数过多，请一小时后再试',
} as const;

/** What every successful login returns. */
export const loginResultSchema = z.object({ token: z.string(), user: currentUserSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;
