/**
 * Errors as values: every expected failure is an AppError carrying a result code of SPEC section 8.
 * The central error handler (server/app.ts) turns it into the `{ code, message, data: null }` envelope.
 *
 * HTTP status follows the body code: 410 -> 400, 411 -> 401, 420 -> 500, every other business code
 * (412, 416, 417, 423, 451) -> 200. Only transport-level answers differ: 404 for an unknown route and
 * 429 for a rate limit (both with body code 451).
 */
import { CHAT_TEXT } from '../../src/contract/chat.ts';
import { DEFAULT_MESSAGE, RESULT_CODE, type ResultCode } from '../../src/contract/result-codes.ts';

export class AppError extends Error {
  readonly code: ResultCode;
  readonly statusCode: number;

  constructor(code: ResultCode, message: string, statusCode: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
  }
}

export function httpStatusFor(code: ResultCode): number {
  switch (code) {
    case RESULT_CODE.INVALID:
      return 400;
    case RESULT_CODE.EXPIRED:
      return 401;
    case RESULT_CODE.EXCEPTION:
      return 500;
    default:
      return 200;
  }
}

export interface CreateErrorOptions {
  code: ResultCode;
  message?: string;
  /** Overrides the status derived from the code (404 unknown route, 429 rate limit). */
  statusCode?: number;
  cause?: unknown;
}

export function createError({ code, message, statusCode, cause }: CreateErrorOptions): AppError {
  return new AppError(code, message ?? DEFAULT_MESSAGE[code], statusCode ?? httpStatusFor(code), { cause });
}

/** A per-module factory: `export const createCaptchaWrongError = createErrorFactory({ ... })`. */
export function createErrorFactory(options: CreateErrorOptions): () => AppError {
  return () => createError(options);
}

/** 404 with the contract's message: what the caller names does not exist, or not for them. */
export const notFoundError = (message: string) =>
  createErrorFactory({ code: RESULT_CODE.ERROR, message, statusCode: 404 });
/** 410 with the contract's message: the input breaks a rule the schema cannot say. */
export const invalidError = (message: string) => createErrorFactory({ code: RESULT_CODE.INVALID, message });
/** 451 with the contract's message: a business rule refuses the request. */
export const refusedError = (message: string) => createErrorFactory({ code: RESULT_CODE.ERROR, message });
/** 423 with the contract's message: the caller may not do this. */
export const notAllowedError = (message: string) =>
  createErrorFactory({ code: RESULT_CODE.NOT_ALLOWED, message });

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const createExpiredError = createErrorFactory({ code: RESULT_CODE.EXPIRED });
export const createNotAllowedError = createErrorFactory({ code: RESULT_CODE.NOT_ALLOWED });
/**
 * 423 无访问权限: the caller is not a party of what they name (a conversation, an account, a student's
 * journey), the same answer as for an unknown id so that ids cannot be probed.
 */
export const createNotPartyError = notAllowedError(CHAT_TEXT.NOT_PARTY);
export const createRouteNotFoundError = notFoundError('接口不存在');
export const createTooManyRequestsError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: '请求过于频繁，请稍后再试',
  statusCode: 429,
});
