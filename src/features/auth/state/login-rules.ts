/**
 * The login page's modes and the checks of its form (SPEC section 5), as pure functions: the messages
 * come from the contract's schemas, the same the server validates with.
 */
import type { z } from 'zod';

import type { SmsPurpose } from '@/contract/code-tables';
import { MESSAGES, passwordSchema, phoneSchema, smsCodeSchema } from '@/contract/validation';

import type { LoginMode } from '@/features/auth/login-modes';

export { LOGIN_MODES, type LoginMode } from '@/features/auth/login-modes';

export const MODE_LABEL: Record<LoginMode, string> = {
  sms: '短信登录',
  password: '密码登录',
  register: '注册',
  reset: '找回密码',
};

/** The SMS code a mode asks for. */
export function smsPurpose(mode: LoginMode): SmsPurpose {
  return mode === 'register' ? 'register' : mode === 'reset' ? 'reset' : 'login';
}

export interface LoginValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
  captcha: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** The first message of a schema for a value, or undefined when it passes. */
export function check(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? MESSAGES.phone);
}

/** The errors of the fields a mode shows; empty values of the others are ignored. */
export function validateLogin(mode: LoginMode, values: LoginValues): LoginErrors {
  const errors: LoginErrors = { phone: check(phoneSchema, values.phone) };
  if (mode !== 'password') errors.code = check(smsCodeSchema, values.code);
  if (mode === 'password') {
    errors.password = values.password ? undefined : MESSAGES.passwordRequired;
    errors.captcha = values.captcha.trim() ? undefined : MESSAGES.captcha;
  }
  if (mode === 'register' || mode === 'reset') {
    errors.password = check(passwordSchema, values.password);
    errors.confirm = values.confirm === values.password ? undefined : MESSAGES.passwordMismatch;
  }
  return errors;
}
