/**
 * The URL search parameters of the route files. A value that does not parse is dropped (`.catch`), so a
 * hand-edited or outdated link still opens its page.
 */
import { z } from 'zod';

/** `?page=`: a list's page number. */
export const pageParam = z.coerce.number().int().positive().optional().catch(undefined);

/** One of a code table's values. */
export const optionalEnum = <const T extends readonly string[]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/** A text filter such as `?keyword=`: trimmed, never empty. */
export const textParam = (max: number) => z.string().trim().min(1).max(max).optional().catch(undefined);

/** An ISO country code such as `?country=GB`. */
export const countryParam = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .optional()
  .catch(undefined);

/** An optional record id (`?orgId=`, `?taskId=`). */
export const idParam = textParam(64);

/** The search of a detail page addressed by `?id=`: '' when missing (the page's not-found state). */
export const idSearchSchema = z.object({ id: z.string().min(1).max(64).catch('') });
