import { NEWS_NOT_FOUND_MESSAGE } from '../../../src/contract/news.ts';
import { notFoundError } from '../../lib/errors.ts';

export const createNewsNotFoundError = notFoundError(NEWS_NOT_FOUND_MESSAGE);
