import { NEWS_NOT_FOUND_MESSAGE } from '../../../src/contract/news.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory } from '../../lib/errors.ts';

export const createNewsNotFoundError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: NEWS_NOT_FOUND_MESSAGE,
  statusCode: 404,
});
