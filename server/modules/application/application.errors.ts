import { APPLY_TEXT } from '../../../src/contract/journey-apply.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory } from '../../lib/errors.ts';

/** Not the caller's (or unknown): the same 423 answer, so ids cannot be probed. */
const notAllowed = (message: string) => createErrorFactory({ code: RESULT_CODE.NOT_ALLOWED, message });
const invalid = (message: string) => createErrorFactory({ code: RESULT_CODE.INVALID, message });

export const createApplicationNotFoundError = notAllowed(APPLY_TEXT.NOT_FOUND);
export const createChosenNotFoundError = notAllowed(APPLY_TEXT.CHOSEN_NOT_FOUND);
export const createOfferNotFoundError = notAllowed(APPLY_TEXT.OFFER_NOT_FOUND);
export const createDeadlineNotFoundError = notAllowed(APPLY_TEXT.DEADLINE_NOT_FOUND);
export const createPaperworkNotFoundError = notAllowed(APPLY_TEXT.PAPERWORK_NOT_FOUND);
export const createNotPreparingError = invalid(APPLY_TEXT.NOT_PREPARING);

export function createBatchNotPreparingError(names: string[]) {
  return createErrorFactory({
    code: RESULT_CODE.INVALID,
    message: `${APPLY_TEXT.BATCH_NOT_PREPARING}${names.join('、')}`,
  })();
}
