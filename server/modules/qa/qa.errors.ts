import { QA_NOT_FOUND_MESSAGE, QA_TEXT } from '../../../src/contract/qa.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory, notFoundError } from '../../lib/errors.ts';

export const createQaNotFoundError = notFoundError(QA_NOT_FOUND_MESSAGE);

export const createQaReplyNotFoundError = notFoundError(QA_TEXT.REPLY_NOT_FOUND);

/** Deleting someone else's question or reply: 423 无访问权限, nothing changes. */
export const createQaNotAuthorError = createErrorFactory({ code: RESULT_CODE.NOT_ALLOWED });

/** A client id already used by another user's question or reply. */
export const createQaIdTakenError = createErrorFactory({ code: RESULT_CODE.INVALID });
