import { ADVISER_NOT_FOUND_MESSAGE, ORG_NOT_FOUND_MESSAGE } from '../../../src/contract/org.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory } from '../../lib/errors.ts';

export const createOrgNotFoundError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: ORG_NOT_FOUND_MESSAGE,
  statusCode: 404,
});

export const createAdviserNotFoundError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: ADVISER_NOT_FOUND_MESSAGE,
  statusCode: 404,
});
