import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { createErrorFactory, invalidError } from '../../lib/errors.ts';

export const createIdempotencyKeyInvalidError = invalidError('请求标识格式错误');

export const createIdempotencyKeyReusedError = invalidError('同一请求标识不能用于不同的内容');

/** A duplicate of a write still running after the wait: the client sends it again later. */
export const createIdempotencyInProgressError = createErrorFactory({
  code: RESULT_CODE.ERROR,
  message: '请求正在处理中，请稍后重试',
  statusCode: 409,
});
