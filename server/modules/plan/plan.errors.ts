import { PLAN_TEXT } from '../../../src/contract/journey-plan.ts';
import { invalidError, notFoundError } from '../../lib/errors.ts';

/** Ticking a checklist item that is not the caller's (unknown, or another student's). */
export const createAfterAbroadItemNotFoundError = notFoundError(PLAN_TEXT.itemNotFound);

/** relByParam without adviserId or studentId. */
export const createRelQueryError = invalidError(PLAN_TEXT.relQueryOne);
