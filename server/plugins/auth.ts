/**
 * Authentication: reads `Lt-Authorization: carrier.{token}`, decorates `request.user`, and guards every
 * API route except the public ones (under /student/api/noauth/, auth/login, auth/logout, openapi.json):
 * without a live token they answer HTTP 401 with body code 411 登录已过期.
 *
 * Token lookups are answered from a per-process session cache after the first hit
 * (modules/auth/auth.session-cache.ts: token hash -> user id and expiry, user id -> row; LIMITS
 * SESSION_CACHE_MAX_ENTRIES and SESSION_CACHE_MAX_AGE_MS). Every code path that revokes a token or writes a
 * user's row calls `app.sessions.forgetToken` / `forgetUser`, which drops the local entries at once and,
 * with REDIS_URL, publishes the same on the channel `${REDIS_PREFIX}auth:sessions` that every process
 * subscribes to, and waits until every process has confirmed it (see openInvalidationChannel). While that subscription is down (Redis outage), the cache is not used at all and is
 * emptied when the subscription is back: a missed message can never keep a revoked token alive.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

import { API, API_PREFIX } from '../../src/contract/api.ts';
import { LIMITS } from '../../src/contract/limits.ts';
import { trackRouteAccess } from '../lib/access.ts';
import { createExpiredError } from '../lib/errors.ts';
import { authHeader } from '../lib/request-guards.ts';
import { closeRedis, connectRedis, type RedisClient } from '../lib/redis.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import type { Sessions } from '../lib/sessions.ts';
import { createSessionCache, type SessionCache } from '../modules/auth/auth.session-cache.ts';
import { authenticateToken, type Authenticated } from '../modules/auth/auth.tokens.ts';
import type { UserRow } from '../modules/user/user.table.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The user behind a token value (header or socket handshake), or null. */
    authenticate: (value: string | string[] | undefined | null) => Promise<Authenticated | null>;
    /** Invalidation of remembered sessions, on this process and (with REDIS_URL) on every other. */
    sessions: Sessions;
  }
  interface FastifyRequest {
    user: Readonly<UserRow> | null;
    tokenHash: string | null;
  }
}

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

const invalidationSchema = z.union([
  z.object({ token: z.string().min(1) }),
  z.object({ user: z.string().min(1) }),
]);
type Invalidation = z.infer<typeof invalidationSchema>;
const messageSchema = z.object({ id: z.string().min(1), invalidation: invalidationSchema });

/** How long a forget waits for the other processes to confirm (a wedged process must not hang a logout). */
const ACK_TIMEOUT_MS = 1_000;

function applyInvalidation(cache: SessionCache, message: Invalidation): void {
  if ('token' in message) cache.forgetToken(message.token);
  else cache.forgetUser(message.user);
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

interface InvalidationChannel {
  /** True while the subscription is up: only then may the cache answer. */
  live: () => boolean;
  /** Resolves once every subscribed process has applied it (or after ACK_TIMEOUT_MS). */
  publish: (message: Invalidation) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * The Redis pub/sub channel of session invalidations. Every process applies a message and confirms it on
 * `{channel}:ack`; the sender waits for as many confirmations as PUBLISH counted subscribers, so that when
 * a logout answers, no process still holds the token (pub/sub alone only says the message was sent).
 */
async function openInvalidationChannel(
  url: string,
  channel: string,
  cache: SessionCache,
  log: FastifyBaseLogger,
): Promise<InvalidationChannel> {
  const ackChannel = `${channel}:ack`;
  // publishing fails at once while Redis is down (the subscribers are down too and bypass their caches)
  const pub: RedisClient = await connectRedis({ url, name: 'sessions pub', log, disableOfflineQueue: true });
  let sub: RedisClient;
  try {
    // a subscribed connection can run no other command
    sub = await connectRedis({ url, name: 'sessions sub', log });
  } catch (error) {
    await closeRedis(pub);
    throw error;
  }
  // after an outage the messages sent meanwhile are lost: start again from an empty cache
  sub.on('ready', () => cache.clear());

  const waiting = new Map<string, { acks: number; wanted: number; done: () => void }>();
  await sub.subscribe(ackChannel, (id) => {
    const waiter = waiting.get(id);
    if (!waiter) return;
    waiter.acks += 1;
    if (waiter.acks >= waiter.wanted) waiter.done();
  });
  await sub.subscribe(channel, (raw) => {
    const message = messageSchema.safeParse(parseJson(raw));
    if (!message.success) {
      log.warn({ channel }, 'malformed session invalidation ignored');
      return;
    }
    applyInvalidation(cache, message.data.invalidation);
    pub.publish(ackChannel, message.data.id).catch((error: unknown) => {
      log.error({ err: error, channel: ackChannel }, 'session invalidation not confirmed');
    });
  });

  return {
    live: () => sub.isReady,
    publish: async (invalidation) => {
      const id = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const waiter = { acks: 0, wanted: Number.POSITIVE_INFINITY, done: () => undefined as void };
      const confirmed = new Promise<boolean>((resolve) => {
        waiter.done = () => resolve(true);
        timer = setTimeout(() => resolve(false), ACK_TIMEOUT_MS);
      });
      // registered before publishing: confirmations may arrive before PUBLISH's own answer
      waiting.set(id, waiter);
      try {
        waiter.wanted = await pub.publish(channel, JSON.stringify({ id, invalidation }));
        if (waiter.acks >= waiter.wanted) waiter.done();
        if (!(await confirmed)) {
          log.warn(
            { channel, wanted: waiter.wanted, acks: waiter.acks },
            'session invalidation not confirmed by every process in time',
          );
        }
      } catch (error) {
        log.error({ err: error, channel }, 'session invalidation not published');
      } finally {
        clearTimeout(timer);
        waiting.delete(id);
      }
    },
    close: async () => {
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    },
  };
}

export const authPlugin = fp(
  async (app) => {
    trackRouteAccess(app);
    const authRepository = createAuthRepository({ db: app.db });
    const cache = createSessionCache({
      maxEntries: LIMITS.SESSION_CACHE_MAX_ENTRIES,
      maxAgeMs: LIMITS.SESSION_CACHE_MAX_AGE_MS,
    });
    const { REDIS_URL, REDIS_PREFIX } = app.config;
    const channel = REDIS_URL
      ? await openInvalidationChannel(REDIS_URL, `${REDIS_PREFIX}auth:sessions`, cache, app.log)
      : undefined;
    if (channel) app.addHook('onClose', channel.close);

    const invalidate = async (message: Invalidation) => {
      applyInvalidation(cache, message);
      await channel?.publish(message);
    };
    app.decorate('sessions', {
      forgetToken: (tokenHash: string) => invalidate({ token: tokenHash }),
      forgetUser: (userId: string) => invalidate({ user: userId }),
      revokeOtherTokens: (userId: string, at: Date, keepTokenHash: string) =>
        authRepository.revokeUserTokens(userId, at, keepTokenHash),
      stats: () => cache.stats(),
    } satisfies Sessions);
    app.decorate('authenticate', (value: string | string[] | undefined | null) =>
      authenticateToken({
        authRepository,
        value,
        now: app.clock(),
        cache: !channel || channel.live() ? cache : undefined,
      }),
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
  { name: 'auth', dependencies: ['env', 'db', 'clock'] },
);
