/**
 * What a route handler reads of the signed-in caller. server/plugins/auth.ts fills `request.user` and
 * `request.tokenHash` (and declares their types) before any guarded route runs.
 */
import type { FastifyRequest } from 'fastify';

import { HEADERS } from '../../src/contract/limits.ts';
import { createExpiredError } from './errors.ts';

const AUTH_HEADER = HEADERS.AUTH.toLowerCase();

/** The signed-in user of a guarded route (the guard already answered 411 otherwise). */
export function requireUser(request: FastifyRequest): NonNullable<FastifyRequest['user']> {
  if (!request.user) throw createExpiredError();
  return request.user;
}

export function requireTokenHash(request: FastifyRequest): string {
  if (!request.tokenHash) throw createExpiredError();
  return request.tokenHash;
}

export function authHeader(request: FastifyRequest): string | string[] | undefined {
  return request.headers[AUTH_HEADER];
}
