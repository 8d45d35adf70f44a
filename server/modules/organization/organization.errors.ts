import { ADVISER_NOT_FOUND_MESSAGE, ORG_NOT_FOUND_MESSAGE } from '../../../src/contract/org.ts';
import { notFoundError } from '../../lib/errors.ts';

export const createOrgNotFoundError = notFoundError(ORG_NOT_FOUND_MESSAGE);

export const createAdviserNotFoundError = notFoundError(ADVISER_NOT_FOUND_MESSAGE);
