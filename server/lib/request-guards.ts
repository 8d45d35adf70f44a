/**
 * What a route handler reads of the signed-in caller. server/plugins/auth.ts fills `request.user` and
 * `request.tokenHash` (and declares their types) before any guarded route runs.
 */
import type { FastifyRequest } from 'fastify';

import { HEADERS } from '../../src/contract/limits.ts';
import { createExpiredError, createNotPartyError } from './errors.ts';

const AUTH_HEADER = HEADERS.AUTH.toLowerCase();

export type SignedInUser = NonNullable<FastifyRequest['user']>;

/** The signed-in user of a guarded route (the guard already answered 411 otherwise). */
export function requireUser(request: FastifyRequest): SignedInUser {
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

/**
 * The signed-in caller of a public route ('optional-user'), if any: the login guard covers only protected
 * paths, so the token is read here; a missing or dead one is a visitor.
 */
export async function optionalUser(request: FastifyRequest): Promise<FastifyRequest['user']> {
  if (!authHeader(request)) return null;
  const authenticated = await request.server.authenticate(authHeader(request));
  return authenticated?.user ?? null;
}

/** optionalUser's id: what a public read personalises by (a like, a reservation), null for a visitor. */
export async function optionalUserId(request: FastifyRequest): Promise<string | null> {
  return (await optionalUser(request))?.id ?? null;
}

/** A console route's preValidation: a student is refused (423) before the body is even validated. */
export async function staffOnly(request: FastifyRequest): Promise<void> {
  if (requireUser(request).staffRole === null) throw createNotPartyError();
}
