import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory } from '../../lib/errors.ts';

export const createUniversityNotFoundError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: '院校不存在',
  statusCode: 404,
});

export const createActivityNotFoundError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: '活动不存在',
  statusCode: 404,
});
