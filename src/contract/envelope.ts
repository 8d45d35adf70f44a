import { z } from 'zod';

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
