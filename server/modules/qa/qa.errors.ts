import { QA_NOT_FOUND_MESSAGE } from '../../../src/contract/qa.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory } from '../../lib/errors.ts';

export const createQaNotFoundError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: QA_NOT_FOUND_MESSAGE,
  statusCode: 404,
});
