/**
 * Result codes carried in every response body `{ code, message, data }` (SPEC section 8),
 * and the toast texts the one request client shows for them.
 */
export const RESULT_CODE = {
  SUCCESS: 200,
  INVALID: 410,
  EXPIRED: 411,
  LOCKED: 412,
  USER_NOT_FOUND: 416,
  LOGIN_ERROR: 417,
  EXCEPTION: 420,
  NOT_ALLOWED: 423,
  ERROR: 451,
} as const;

export type ResultCode = (typeof RESULT_CODE)[keyof typeof RESULT_CODE];

export const RESULT_CODES: readonly ResultCode[] = Object.values(RESULT_CODE);

/** Exact Chinese texts of the error catalogue (SPEC section 8). */
export const ERROR_TEXT = {
  EXPIRED_TOAST: '登录过期',
  EXPIRED_REJECT: '登录已过期',
  ACCOUNT_DISABLED: '当前账号未启用',
  INVALID: '非法参数',
  ERROR: '异常',
  NOT_ALLOWED: '无访问权限',
  LOCKED: '账号锁定',
  USER_NOT_FOUND: '账号不存在',
  LOGIN_ERROR: '账号或密码错误',
  EXCEPTION: '服务器异常',
  OTHER: '系统异常',
  NO_BODY: '系统异常',
  /** Not in the spec: shown when the 30 s timeout fires or the network is unreachable. */
  TIMEOUT: '请求超时，请检查网络后重试',
  NETWORK: '网络连接失败，请检查网络后重试',
} as const;

/** Default server messages for each code, used by the server when it has nothing more specific. */
export const DEFAULT_MESSAGE: Record<ResultCode, string> = {
  200: 'success',
  410: ERROR_TEXT.INVALID,
  411: ERROR_TEXT.EXPIRED_REJECT,
  412: ERROR_TEXT.LOCKED,
  416: ERROR_TEXT.USER_NOT_FOUND,
  417: ERROR_TEXT.LOGIN_ERROR,
  420: ERROR_TEXT.EXCEPTION,
  423: ERROR_TEXT.NOT_ALLOWED,
  451: ERROR_TEXT.ERROR,
};
