import type { Envelope } from '../../src/contract/envelope.ts';
import { DEFAULT_MESSAGE, RESULT_CODE, type ResultCode } from '../../src/contract/result-codes.ts';

/** A successful answer: `{ code: 200, message: 'success', data }`. */
export function ok<T>(data: T): Envelope<T> {
  return { code: RESULT_CODE.SUCCESS, message: DEFAULT_MESSAGE[RESULT_CODE.SUCCESS], data };
}

/** ok() as JSON text around data that is already JSON text (key order as JSON.stringify(ok(data))). */
export function okJsonText(dataJson: string): string {
  return `{"code":${RESULT_CODE.SUCCESS},"message":${JSON.stringify(DEFAULT_MESSAGE[RESULT_CODE.SUCCESS])},"data":${dataJson}}`;
}

export function failure(code: ResultCode, message: string): Envelope<null> {
  return { code, message, data: null };
}
