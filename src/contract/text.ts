/**
 * The one string of request schemas. Every string a client sends (path parameters, query, JSON body,
 * socket payloads) is declared `safeText()` instead of `z.string()`: text PostgreSQL can store. A NUL
 * character (PostgreSQL text refuses it) or a lone UTF-16 surrogate (not a character: it would be
 * stored as U+FFFD, or refused inside jsonb) is answered with 410 非法参数 before any handler runs.
 *
 * `unsafeTextPaths` finds the strings of a schema that do not go through it: the server refuses to
 * register a route whose request schema has one (server/lib/request-schemas.ts), and a unit test walks
 * the exported request schemas of the contract. Response schemas may keep `z.string()`.
 */
import { z } from 'zod';

import { ERROR_TEXT } from './result-codes.ts';

/** A surrogate code unit that is not half of a pair: with the `u` flag a valid pair reads as one code point. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

export function isStorableText(value: string): boolean {
  return !value.includes('\0') && !LONE_SURROGATE.test(value);
}

/** The check safeText() carries; checks added after it (trim, max, regex...) run only when it passes. */
export const STORABLE_TEXT_CHECK = z.refine<string>(isStorableText, {
  error: ERROR_TEXT.INVALID,
  abort: true,
});

/** `z.string()` for requests: refuses NUL and lone surrogates with 非法参数; chain trim, max, regex... on it. */
export function safeText(): z.ZodString {
  return z.string().check(STORABLE_TEXT_CHECK);
}

/** A record id in a request (a query's or a body's): storable text, trimmed, 1 to 64 characters. */
export function idText(): z.ZodString {
  return safeText().trim().min(1).max(64);
}

type Walk = (schema: z.core.$ZodType, path: string) => void;

/** Schemas around one inner schema. */
type Wrapper =
  | z.core.$ZodOptional
  | z.core.$ZodNullable
  | z.core.$ZodNonOptional
  | z.core.$ZodDefault
  | z.core.$ZodPrefault
  | z.core.$ZodCatch
  | z.core.$ZodReadonly
  | z.core.$ZodSuccess
  | z.core.$ZodPromise;

/**
 * Paths (`body.nickname`, `query.items[]`) of the strings in a schema that do not carry
 * STORABLE_TEXT_CHECK, and of `any` / `unknown` / template literal parts, which let any text through.
 * Enums and literals are fixed values; numbers, even coerced from a query string, hold no text.
 */
export function unsafeTextPaths(schema: z.core.$ZodType, root = '(root)'): string[] {
  const found: string[] = [];
  const seen = new Set<z.core.$ZodType>();
  const walk: Walk = (node, path) => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def;
    switch (def.type) {
      case 'string':
        if (!(def.checks ?? []).includes(STORABLE_TEXT_CHECK)) found.push(path);
        return;
      case 'any':
      case 'unknown':
      case 'template_literal':
        found.push(path);
        return;
      case 'object': {
        const object = node as z.core.$ZodObject;
        for (const [key, value] of Object.entries(object._zod.def.shape)) walk(value, `${path}.${key}`);
        const catchall = object._zod.def.catchall;
        if (catchall) walk(catchall, `${path}.*`);
        return;
      }
      case 'array':
        walk((node as z.core.$ZodArray)._zod.def.element, `${path}[]`);
        return;
      case 'set':
        walk((node as z.core.$ZodSet)._zod.def.valueType, `${path}[]`);
        return;
      case 'tuple': {
        const tuple = (node as z.core.$ZodTuple)._zod.def;
        tuple.items.forEach((item, index) => walk(item, `${path}[${index}]`));
        if (tuple.rest) walk(tuple.rest, `${path}[]`);
        return;
      }
      case 'record':
      case 'map': {
        const map = (node as z.core.$ZodRecord | z.core.$ZodMap)._zod.def;
        walk(map.keyType, `${path}{key}`);
        walk(map.valueType, `${path}{}`);
        return;
      }
      case 'union':
        for (const option of (node as z.core.$ZodUnion)._zod.def.options) walk(option, path);
        return;
      case 'intersection': {
        const both = (node as z.core.$ZodIntersection)._zod.def;
        walk(both.left, path);
        walk(both.right, path);
        return;
      }
      case 'pipe': {
        const pipe = (node as z.core.$ZodPipe)._zod.def;
        walk(pipe.in, path);
        walk(pipe.out, path);
        return;
      }
      case 'lazy':
        walk((node as z.core.$ZodLazy)._zod.def.getter(), path);
        return;
      case 'optional':
      case 'nullable':
      case 'nonoptional':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'success':
      case 'promise':
        walk((node as Wrapper)._zod.def.innerType, path);
        return;
      default:
        // number, int, boolean, bigint, date, enum, literal, null, undefined, void, never, nan, file,
        // symbol, transform, function, custom: no free text
        return;
    }
  };
  walk(schema, root);
  return found;
}
