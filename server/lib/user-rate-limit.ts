/**
 * Per-user limits of the community writes (circle posts, comments, likes; Q&A questions, answers ...): a
 * route's `config.rateLimit`, counted per signed-in user (the address only for a request without one) in a
 * fixed one-minute window. Counted in preHandler, after validation and the idempotency check: an outbox replay
 * answered from the idempotency store costs nothing. Over the limit: HTTP 429, code 451 (server/plugins/rate-limit.ts).
 *
 * `enabled: false` (buildApp's `userWriteRateLimit`) lifts them: the outbox model test sends thousands of one
 * user's writes within seconds.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** The routes plugin option that carries buildApp's `userWriteRateLimit`. */
export interface UserWriteLimitOptions {
  userWriteRateLimit?: boolean;
}

export function perUserLimit(scope: string, max: number, enabled = true) {
  if (!enabled) return false as const;
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${scope}:${request.user?.id ?? normalizeIP(request.ip)}`,
  };
}
