import { GROWTH_TEXT } from '../../../src/contract/journey-growth.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory } from '../../lib/errors.ts';

/** A score or boost that is not the caller's (or does not exist): the same answer, so ids cannot be probed. */
export const createGrowthNotOwnError = createErrorFactory({
  code: RESULT_CODE.NOT_ALLOWED,
  message: '只能修改自己的记录',
});

/** A score taken after today (a Beijing day, by the app clock). */
export const createTakenInFutureError = createErrorFactory({
  code: RESULT_CODE.INVALID,
  message: GROWTH_TEXT.TAKEN_IN_FUTURE,
});
