import { CHAT_TEXT } from '../../../src/contract/chat.ts';
import { PAPERWORK_TEXT } from '../../../src/contract/journey-paperwork.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { MESSAGES } from '../../../src/contract/validation.ts';
import { createErrorFactory, invalidError, notFoundError } from '../../lib/errors.ts';

/** The bytes are not a jpg/jpeg/png image (whatever the name or declared type say), or cannot be decoded. */
export const createFileTypeError = invalidError(MESSAGES.chatImageType);
/** An image over CHAT_LIMITS.IMAGE_MAX_BYTES (declared by the request's length or counted in the stream). */
export const createFileTooLargeError = invalidError(MESSAGES.chatImageSize);
/** A PAPERWORK / STUDENT_MATERIAL upload named .doc, .docx or .pdf whose bytes are not that document. */
export const createDocumentTypeError = invalidError(PAPERWORK_TEXT.DOCUMENT_TYPE);
/** A PAPERWORK / STUDENT_MATERIAL upload that is neither a document nor a jpg/png image. */
export const createMaterialTypeError = invalidError(PAPERWORK_TEXT.MATERIAL_TYPE);
/** A document over PAPERWORK_LIMITS.DOCUMENT_MAX_BYTES (declared by the request's length or counted). */
export const createDocumentTooLargeError = invalidError(PAPERWORK_TEXT.DOCUMENT_SIZE);
export const createFileEmptyError = invalidError(CHAT_TEXT.FILE_EMPTY);
/** No file part in the request (or not a multipart request at all). */
export const createNoFileError = invalidError(CHAT_TEXT.NO_FILE);
export const createTooManyFilesError = invalidError(CHAT_TEXT.TOO_MANY_FILES);
/** A malformed form: missing or unknown fileType, an unexpected field, a broken multipart body. */
export const createUploadInvalidError = createErrorFactory({ code: RESULT_CODE.INVALID });
/**
 * GET /files/:id of a file that does not exist, is not an id, or is private to others: the same 404, so
 * that ids cannot be probed.
 */
export const createFileNotFoundError = notFoundError(CHAT_TEXT.FILE_NOT_FOUND);
