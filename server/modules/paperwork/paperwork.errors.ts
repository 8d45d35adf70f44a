import { PAPERWORK_TEXT } from '../../../src/contract/journey-paperwork.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory, notAllowedError } from '../../lib/errors.ts';

const invalid = (message: string) => createErrorFactory({ code: RESULT_CODE.INVALID, message });

/** The file is unknown, someone else's, or of another upload kind than the document's. */
export const createFileInvalidError = invalid(PAPERWORK_TEXT.FILE_INVALID);
/** The file already is a version of some document. */
export const createFileUsedError = invalid(PAPERWORK_TEXT.FILE_USED);
/** A PAPERWORK version that is not a .doc/.docx/.pdf (an image upload of the PAPERWORK kind). */
export const createDocumentRequiredError = invalid(PAPERWORK_TEXT.DOCUMENT_TYPE);
export const createMaterialRequiredError = invalid(PAPERWORK_TEXT.MATERIAL_TYPE);
export const createKindMismatchError = invalid(PAPERWORK_TEXT.KIND_MISMATCH);
/**
 * A version or document that is not the student's (or is deleted): one answer for unknown and foreign ids,
 * so ids cannot be probed.
 */
export const createPaperworkNotFoundError = notAllowedError(PAPERWORK_TEXT.NOT_FOUND);
