import { notFoundError } from '../../lib/errors.ts';

/** Deleting a row that is not in the signed-in student's list (unknown, or another student's). */
export const createListItemNotFoundError = notFoundError('该学校不在您的大学List中');
