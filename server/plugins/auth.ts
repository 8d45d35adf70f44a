/**
 * Authentication: reads `Lt-Authorization: carrier.{token}`, decorates `request.user`, and guards every
 * API route except the public ones (under /student/api/noauth/, auth/login, auth/logout, openapi.json):
 * without a live token they answer HTTP 401 with body code 411 登录已过期.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { API, API_PREFIX } from '../../src/contract/api.ts';
import { HEADERS } from '../../src/contract/limits.ts';
import { trackRouteAccess } from '../lib/access.ts';
import { createExpiredError } from '../lib/errors.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { authenticateToken, type Authenticated } from '../modules/auth/auth.tokens.ts';
import type { UserRow } from '../modules/user/user.table.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The user behind a token value (header or socket handshake), or null. */
    authenticate: (value: string | string[] | undefined | null) => Promise<Authenticated | null>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    tokenHash: string | null;
  }
}

const AUTH_HEADER = HEADERS.AUTH.toLowerCase();
const PUBLIC_PREFIX = `${API_PREFIX}/noauth/`;
const PUBLIC_PATHS = new Set<string>([API.auth.login, API.auth.logout, API.openapi]);

/** True for API routes that need a signed-in user (by route pattern). */
export function isProtectedRoute(routeUrl: string): boolean {
  return (
    routeUrl.startsWith(`${API_PREFIX}/`) &&
    !routeUrl.startsWith(PUBLIC_PREFIX) &&
    !PUBLIC_PATHS.has(routeUrl)
  );
}

/** The signed-in user of a guarded route (the guard already answered 411 otherwise). */
export function requireUser(request: FastifyRequest): UserRow {
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

export const authPlugin = fp(
  async (app) => {
    trackRouteAccess(app);
    const authRepository = createAuthRepository({ db: app.db });
    app.decorate('authenticate', (value: string | string[] | undefined | null) =>
      authenticateToken({ authRepository, value, now: app.clock() }),
    );
    app.decorateRequest('user', null);
    app.decorateRequest('tokenHash', null);

    app.addHook('onRequest', async (request) => {
      const routeUrl = request.routeOptions.url;
      if (request.is404 || routeUrl === undefined || !isProtectedRoute(routeUrl)) return;
      const authenticated = await app.authenticate(authHeader(request));
      if (!authenticated) throw createExpiredError();
      request.user = authenticated.user;
      request.tokenHash = authenticated.tokenHash;
    });
  },
  { name: 'auth', dependencies: ['db', 'clock'] },
);
