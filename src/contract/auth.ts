import { z } from 'zod';

import { currentUserSchema } from './user.ts';
import { MESSAGES, passwordSchema, phoneSchema, smsCodeSchema } from './validation.ts';

export const phoneQuerySchema = z.object({ phone: phoneSchema });

export const smsSendResultSchema = z.object({
  /** Seconds until another code may be requested. */
  resendAfter: z.number().int(),
});

export const smsLoginBodySchema = z.object({ phone: phoneSchema, code: smsCodeSchema });

export const captchaQuerySchema = z.object({ key: z.string().uuid() });

export const passwordLoginBodySchema = z.object({
  phone: phoneSchema,
  password: z.string().min(1, MESSAGES.passwordRequired).max(64),
  captchaKey: z.string().uuid(),
  captchaCode: z.string().trim().min(1, MESSAGES.captcha).max(8),
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
  oldPassword: z.string().min(1, MESSAGES.passwordRequired).max(64),
  newPassword: passwordSchema,
});

/** Sms codes one client address may ask for in a window, all numbers and purposes together (ours). */
export const SMS_ADDRESS_BUDGET = { MAX: 10, WINDOW_MS: 60 * 60_000 } as const;

export const AUTH_MESSAGES = {
  smsAddressBudget: '当前网络获取验证码次数过多，请一小时后再试',
} as const;

/** What every successful login returns. */
export const loginResultSchema = z.object({ token: z.string(), user: currentUserSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;
