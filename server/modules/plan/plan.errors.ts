import { PLAN_TEXT } from '../../../src/contract/journey-plan.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory } from '../../lib/errors.ts';

/** Ticking a checklist item that is not the caller's (unknown, or another student's). */
export const createAfterAbroadItemNotFoundError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: PLAN_TEXT.itemNotFound,
  statusCode: 404,
});

/** relByParam without adviserId or studentId. */
export const createRelQueryError = createErrorFactory({
  code: RESULT_CODE.INVALID,
  message: PLAN_TEXT.relQueryOne,
});
