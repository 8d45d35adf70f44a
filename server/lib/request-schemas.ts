/**
 * Routes are born safe: a route whose params, query, body or headers schema holds a string that does not
 * go through safeText() (src/contract/text.ts), or an any/unknown, is refused when it is registered, so
 * the app does not start. Every string a client sends is then checked for NUL and lone surrogates.
 */
import type { RouteOptions } from 'fastify';
import { z } from 'zod';

import { unsafeTextPaths } from '../../src/contract/text.ts';

const REQUEST_PARTS = ['params', 'querystring', 'query', 'body', 'headers'] as const;

/** The unsafe string paths of a route's request schemas (`body.nickname`...); zod schemas only. */
export function unsafeRequestTextPaths(schema: RouteOptions['schema']): string[] {
  if (!schema) return [];
  return REQUEST_PARTS.flatMap((part) => {
    const value: unknown = Reflect.get(schema, part);
    return value instanceof z.core.$ZodType ? unsafeTextPaths(value, part) : [];
  });
}

/** An onRoute hook: throws (the app does not start) when a request schema lets unchecked text in. */
export function refuseUnsafeRequestSchemas(route: RouteOptions): void {
  const paths = unsafeRequestTextPaths(route.schema);
  if (paths.length === 0) return;
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  throw new Error(
    `${methods} ${route.url}: request strings must be safeText() from src/contract/text.ts, not z.string(): ${paths.join(', ')}`,
  );
}
