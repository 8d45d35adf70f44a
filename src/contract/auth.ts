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

/** What every successful login returns. */
export const loginResultSchema = z.object({ token: z.string(), user: currentUserSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;
