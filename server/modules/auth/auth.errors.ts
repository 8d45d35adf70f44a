import { AUTH_MESSAGES } from '../../../src/contract/auth.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { MESSAGES } from '../../../src/contract/validation.ts';
import { createErrorFactory } from '../../lib/errors.ts';

const invalid = (message: string) => createErrorFactory({ code: RESULT_CODE.INVALID, message });

export const createCaptchaWrongError = invalid(MESSAGES.captchaWrong);
export const createSmsCodeWrongError = invalid(MESSAGES.smsCodeWrong);
export const createSmsCodeExpiredError = invalid(MESSAGES.smsCodeExpired);
export const createSmsCodeTooManyAttemptsError = invalid(MESSAGES.smsCodeTooManyAttempts);
export const createPhoneRegisteredError = invalid(MESSAGES.phoneRegistered);

/** Per-phone and per-address sms limits are rate limits: HTTP 429 with body code 451 and the specific message. */
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

export const createUnknownPhoneError = createErrorFactory({ code: RESULT_CODE.USER_NOT_FOUND });
export const createWrongPasswordError = createErrorFactory({ code: RESULT_CODE.LOGIN_ERROR });
export const createAccountLockedError = createErrorFactory({ code: RESULT_CODE.LOCKED });
export const createLockedByFailuresError = createErrorFactory({
  code: RESULT_CODE.LOCKED,
  message: '密码错误次数过多，账号已锁定，请通过短信验证码重置密码',
});
