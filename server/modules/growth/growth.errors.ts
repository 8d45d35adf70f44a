import { GROWTH_TEXT } from '../../../src/contract/journey-growth.ts';
import { invalidError, notAllowedError } from '../../lib/errors.ts';

/** A score or boost that is not the caller's (or does not exist): the same answer, so ids cannot be probed. */
export const createGrowthNotOwnError = notAllowedError('只能修改自己的记录');

/** A score taken after today (a Beijing day, by the app clock). */
export const createTakenInFutureError = invalidError(GROWTH_TEXT.TAKEN_IN_FUTURE);
