import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory } from '../../lib/errors.ts';

export const createUserNotFoundError = createErrorFactory({ code: RESULT_CODE.USER_NOT_FOUND });
export const createNotOwnAccountError = createErrorFactory({ code: RESULT_CODE.NOT_ALLOWED });
export const createOldPasswordWrongError = createErrorFactory({
  code: RESULT_CODE.LOGIN_ERROR,
  message: '原密码错误',
});
