/**
 * Route access declarations: every route says, in its options, whose data it reads or writes:
 *
 *   app.get(url, { schema, config: { access: 'user' } }, handler)
 *
 * The declaration is a promise checked by tests/server/authz-matrix.test.ts (anonymous, the owner and another
 * student against every route); a route under /student/api that declares none fails that test. The login
 * guard itself still goes by URL (server/plugins/auth.ts); the matrix checks that both agree.
 */
import type { FastifyInstance } from 'fastify';

/** Where the request names the id a rule is about: a path parameter, a query parameter or a body field. */
export type IdLocation = `params.${string}` | `query.${string}` | `body.${string}`;

export type RouteAccess =
  /** Anyone; no user's data is read or written (catalog, reference data, the steps of signing in). */
  | 'public'
  /** Anyone; with a token, the caller's own data (found from the token, never from an id) is used too. */
  | 'optional-user'
  /** Signed in; only the caller's own data, found from the token (the request names no user). */
  | 'user'
  /** Signed in; the request names a user id (at `id`) that must be the caller's own. */
  | { owner: 'self'; id: IdLocation }
  /** Signed in; the request names a row of `resource` (at `id`) that must belong to the caller. */
  | { owner: 'row'; resource: string; id: IdLocation }
  /** Signed in; the request names any user (at `id`): the caller sees that user's public fields only. */
  | { others: 'public-fields'; id: IdLocation }
  /**
   * Signed in; chat (src/contract/chat.ts "The model"). `conversation`: the request names a conversation (at
   * `id`) of which the caller must be a side (its student, or a staff member of its account); `peer`: it names
   * the other side, and only the caller's own conversation with them is touched; `sender`: it names the user
   * to act as, who must be the caller or an account the caller operates. Anything else: 423.
   */
  | { party: 'conversation' | 'peer' | 'sender'; id: IdLocation }
  /** Signed in as a staff member (users.staff_role); their accounts' data only; anyone else: 423. */
  | 'staff'
  /** A staff member; the request names a student (at `id`) who has a conversation with one of their accounts. */
  | { staff: 'student'; id: IdLocation };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route and whose data it touches (server/lib/access.ts). */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route registered after the auth plugin, with its access declaration (or undefined). */
    routeAccess: readonly RouteAccessEntry[];
  }
}

export interface RouteAccessEntry {
  method: string;
  /** The route pattern, e.g. /student/api/user/findById/:id. */
  url: string;
  access: RouteAccess | undefined;
}

/** Collects the access declaration of every route registered from now on into `app.routeAccess`. */
export function trackRouteAccess(app: FastifyInstance): void {
  const entries: RouteAccessEntry[] = [];
  app.decorate('routeAccess', entries);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin to every GET: the GET's declaration covers it
      if (method !== 'HEAD') entries.push({ method, url: route.url, access: route.config?.access });
    }
  });
}

/** The declaration as text (test reports). */
export function describeAccess(access: RouteAccess | undefined): string {
  if (access === undefined) return '(none)';
  if (typeof access === 'string') return access;
  if ('others' in access) return `others: public fields (${access.id})`;
  if ('party' in access) return `party: ${access.party} (${access.id})`;
  if ('staff' in access) return `staff: ${access.staff} (${access.id})`;
  return access.owner === 'self'
    ? `owner: self (${access.id})`
    : `owner: ${access.resource} row (${access.id})`;
}
