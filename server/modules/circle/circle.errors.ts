import { CIRCLE_TEXT } from '../../../src/contract/circle.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory, invalidError, notAllowedError, refusedError } from '../../lib/errors.ts';

/** The post is unknown, deleted, hidden, or reported by the caller (all the same to the caller). */
export const createPostNotFoundError = refusedError(CIRCLE_TEXT.POST_NOT_FOUND);

export const createCommentNotFoundError = refusedError(CIRCLE_TEXT.COMMENT_NOT_FOUND);

export const createCircleUserNotFoundError = refusedError(CIRCLE_TEXT.USER_NOT_FOUND);

/** Deleting someone else's post or comment: nothing is deleted. */
export const createNotAuthorError = notAllowedError(CIRCLE_TEXT.NOT_AUTHOR);

export const createFollowSelfError = invalidError(CIRCLE_TEXT.FOLLOW_SELF);

/** An image that is not `/files/{id}` of the author's own ABROAD_CIRCLE jpg/png upload. */
export const createImageInvalidError = invalidError(CIRCLE_TEXT.IMAGE_INVALID);

export const createSchoolNotFoundError = invalidError(CIRCLE_TEXT.SCHOOL_NOT_FOUND);

export const createReplyNotInPostError = invalidError(CIRCLE_TEXT.REPLY_NOT_IN_POST);

/** A client id already used by another user (or for another kind of row), or a cursor we did not make. */
export const createCircleInvalidError = createErrorFactory({ code: RESULT_CODE.INVALID });

/** The console: only platform customer service resolves reports. */
export const createNotPlatformServiceError = createErrorFactory({ code: RESULT_CODE.NOT_ALLOWED });

export const createReportNotFoundError = refusedError('举报不存在');
