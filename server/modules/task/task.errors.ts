import { TASK_TEXT } from '../../../src/contract/journey-task.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory, notFoundError } from '../../lib/errors.ts';

const invalid = (message: string) => createErrorFactory({ code: RESULT_CODE.INVALID, message });

/** An unknown task, a withdrawn one, or another student's (the same answer: ids cannot be probed). */
export const createTaskNotFoundError = notFoundError(TASK_TEXT.NOT_FOUND);
export const createUploadRequiredError = invalid(TASK_TEXT.UPLOAD_REQUIRED);
export const createPaperworkNotFoundError = invalid(TASK_TEXT.PAPERWORK_NOT_FOUND);
export const createTextRequiredError = invalid(TASK_TEXT.TEXT_REQUIRED);
export const createVideoNotWatchedError = invalid(TASK_TEXT.VIDEO_NOT_WATCHED);
export const createNotVideoTaskError = invalid(TASK_TEXT.NOT_VIDEO_TASK);
export const createVideoMissingError = invalid(TASK_TEXT.VIDEO_MISSING);
export const createMaterialInvalidError = invalid(TASK_TEXT.MATERIAL_INVALID);
export const createPlaybackNotFoundError = invalid(TASK_TEXT.PLAYBACK_NOT_FOUND);
export const createWithdrawFinishedError = invalid(TASK_TEXT.WITHDRAW_FINISHED);

/** A check of the assign form (assignProblems in the contract), with its message. */
export function createAssignInvalidError(message: string) {
  return invalid(message)();
}
