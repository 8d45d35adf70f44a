/**
 * Builders of the fields answer records share: a run of plain text fields is named once instead of declared
 * field by field. A field with something to say (a comment, a format, an enum) stays declared on its own.
 */
import { z } from 'zod';

function fieldsOf<K extends string, T extends z.ZodType>(keys: readonly K[], make: () => T): Record<K, T> {
  return Object.fromEntries(keys.map((key) => [key, make()])) as Record<K, T>;
}

/** Text fields: `{ title: z.string(), detail: z.string() }` as `textFields('title', 'detail')`. */
export function textFields<const K extends string>(...keys: K[]): Record<K, z.ZodString> {
  return fieldsOf(keys, () => z.string());
}

/** Text fields that may be null (a value not given). */
export function nullableTextFields<const K extends string>(
  ...keys: K[]
): Record<K, z.ZodNullable<z.ZodString>> {
  return fieldsOf(keys, () => z.string().nullable());
}

/** Whole-number fields (counts, sizes, years). */
export function intFields<const K extends string>(...keys: K[]): Record<K, z.ZodNumber> {
  return fieldsOf(keys, () => z.number().int());
}
