import { HttpResponse } from 'msw';

import { RESULT_CODE } from '@/contract/result-codes';

/** A success envelope `{ code: 200, message: 'success', data }`. */
export function ok(data: unknown, init?: ResponseInit) {
  return HttpResponse.json({ code: RESULT_CODE.SUCCESS, message: 'success', data }, init);
}

/** An error envelope with the given result code and server message (HTTP 200 unless told). */
export function fail(code: number, message = '', init?: ResponseInit) {
  return HttpResponse.json({ code, message, data: null }, init);
}
