import { AUTH_MESSAGES } from '../../../src/contract/auth.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { MESSAGES } from '../../../src/contract/validation.ts';
import { createError, createErrorFactory, type AppError } from '../../lib/errors.ts';

const invalid = (message: string) => createErrorFactory({ code: RESULT_CODE.INVALID, message });

export const createCaptchaWrongError = invalid(MESSAGES.captchaWrong);
export const createSmsCodeWrongError = invalid(MESSAGES.smsCodeWrong);
export const createSmsCodeExpiredError = invalid(MESSAGES.smsCodeExpired);
export const createSmsCodeTooManyAttemptsError = invalid(MESSAGES.smsCodeTooManyAttempts);
/** Only after a valid register code: the number was registered in between (or the code was guessed). */
export const createPhoneRegisteredError = invalid(MESSAGES.phoneRegistered);

/** Per-phone and per-address sms limits are rate limits: HTTP 429, body code 451 and the specific message. */
export const createSmsTooFrequentError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: MESSAGES.smsTooFrequent,
  statusCode: 429,
});
export const createSmsHourlyLimitError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: MESSAGES.smsHourlyLimit,
  statusCode: 429,
});
export const createSmsAddressBudgetError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: AUTH_MESSAGES.smsAddressBudget,
  statusCode: 429,
});

/** Unknown number, account without a password, or wrong password: one answer. */
export const createWrongPasswordError = createErrorFactory({ code: RESULT_CODE.LOGIN_ERROR });
/** An administrative lock (the seeded 13800000003); told only to whoever knows the password or gets the sms. */
export const createAccountLockedError = createErrorFactory({ code: RESULT_CODE.LOCKED });

/** The password login back-off is a rate limit too: HTTP 429, body code 451, the wait in minutes. */
export function createPasswordBackoffError(waitMs: number): AppError {
  return createError({
    code: RESULT_CODE.ERROR,
    message: AUTH_MESSAGES.passwordBackoff(Math.max(1, Math.ceil(waitMs / 60_000))),
    statusCode: 429,
  });
}
