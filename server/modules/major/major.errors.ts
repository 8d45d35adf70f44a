import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory } from '../../lib/errors.ts';

export const createMajorNotFoundError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: '专业不存在',
  statusCode: 404,
});
