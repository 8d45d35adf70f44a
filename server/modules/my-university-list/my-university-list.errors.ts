import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory } from '../../lib/errors.ts';

/** Deleting a row that is not in the signed-in student's list (unknown, or another student's). */
export const createListItemNotFoundError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: '该学校不在您的大学List中',
  statusCode: 404,
});
