import { z } from 'zod';

import { RESULT_CODES, type ResultCode } from './result-codes.ts';

/** Every response body: `{ code, message, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message: z.string(),
    data,
  });
}

export const anyEnvelope = envelope(z.unknown());
export type Envelope<T> = { code: number; message: string; data: T };

export function isResultCode(code: number): code is ResultCode {
  return (RESULT_CODES as readonly number[]).includes(code);
}
