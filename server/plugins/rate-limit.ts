/**
 * @fastify/rate-limit, per route (not global): the auth routes set their own limits, and the 404 handler
 * limits guesses of unknown URLs. Over the limit: HTTP 429, body code 451 请求过于频繁，请稍后再试.
 * Limits are kept per process (a Redis store for several processes is not wired yet).
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

import { createTooManyRequestsError } from '../lib/errors.ts';

export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => createTooManyRequestsError(),
    });
  },
  { name: 'rate-limit' },
);
