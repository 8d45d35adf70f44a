import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory } from '../../lib/errors.ts';

/** A score or boost that is not the caller's (or does not exist): the same answer, so ids cannot be probed. */
export const createGrowthNotOwnError = createErrorFactory({
  code: RESULT_CODE.NOT_ALLOWED,
  message: '只能修改自己的记录',
});
