/**
 * Database errors that are the client's fault: text PostgreSQL cannot store. Request schemas refuse it
 * first (safeText, src/contract/text.ts); this is the net for a route that lets it through. PGlite and
 * node-postgres report the same SQLSTATE on the error drizzle wraps (`cause`).
 */

/** 22021 character_not_in_repertoire (a NUL in text), 22P05 untranslatable_character (\u0000 in jsonb). */
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);
/** 22P02 invalid_text_representation is a bad value in general; only its surrogate details are about text. */
const SURROGATE_DETAIL = /surrogate/i;

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

/** True when the error, or one it wraps, is PostgreSQL refusing the encoding of a text value. */
export function isUnstorableTextError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = field(current, 'code');
    if (typeof code === 'string') {
      if (UNSTORABLE_TEXT_STATES.has(code)) return true;
      const detail = field(current, 'detail');
      if (code === '22P02' && typeof detail === 'string' && SURROGATE_DETAIL.test(detail)) return true;
    }
    current = field(current, 'cause');
  }
  return false;
}

/** True when the error, or one it wraps, is a unique violation (23505), optionally of the named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (field(current, 'code') === '23505') {
      return constraint === undefined || field(current, 'constraint') === constraint;
    }
    current = field(current, 'cause');
  }
  return false;
}
