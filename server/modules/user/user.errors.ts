import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { MESSAGES } from '../../../src/contract/validation.ts';
import { createErrorFactory, invalidError } from '../../lib/errors.ts';

export const createUserNotFoundError = createErrorFactory({ code: RESULT_CODE.USER_NOT_FOUND });
export const createNotOwnAccountError = createErrorFactory({ code: RESULT_CODE.NOT_ALLOWED });
export const createOldPasswordWrongError = createErrorFactory({
  code: RESULT_CODE.LOGIN_ERROR,
  message: '原密码错误',
});
/** The profile's city is unknown, not a city, or not in the given province. */
export const createSchoolCityInvalidError = invalidError(MESSAGES.profileCity);
/** The profile's schoolId is unknown or not a school of the given city. */
export const createSchoolInvalidError = invalidError(MESSAGES.profileSchoolName);
