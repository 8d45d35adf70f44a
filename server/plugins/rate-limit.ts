/**
 * @fastify/rate-limit, per route (not global): the auth routes set their own limits, and the 404 handler
 * limits guesses of unknown URLs. Over the limit: HTTP 429, body code 451 请求过于频繁，请稍后再试.
 *
 * Without REDIS_URL the counters live in this process. With REDIS_URL they live in Redis (keys
 * `${REDIS_PREFIX}rate-limit:{METHOD}{url}-{client ip}`, a fixed window per key, counted by one Lua
 * script), so every process behind a load balancer shares them. The store talks node-redis (the client
 * the socket.io adapter uses too) instead of the plugin's ioredis-only `redis` option. While Redis is
 * unreachable the store counts in this process instead (limits stay on, per process) and logs it once.
 */
import { createHash } from 'node:crypto';

import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';

import { createTooManyRequestsError } from '../lib/errors.ts';
import { closeRedis, connectRedis, type RedisClient } from '../lib/redis.ts';

// The same window rules as @fastify/rate-limit's own RedisStore (INCR, PEXPIRE on the first hit).
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local timeWindow = tonumber(ARGV[1])
local max = tonumber(ARGV[2])
local continueExceeding = ARGV[3] == 'true'
local exponentialBackoff = ARGV[4] == 'true'
if current == 1 or (continueExceeding and current > max) then
  redis.call('PEXPIRE', KEYS[1], timeWindow)
elseif exponentialBackoff and current > max then
  timeWindow = math.min(timeWindow * (2 ^ (current - max - 1)), 9007199254740991)
  redis.call('PEXPIRE', KEYS[1], timeWindow)
else
  timeWindow = redis.call('PTTL', KEYS[1])
end
return {current, timeWindow}
`;
const READ_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}
`;

interface Script {
  source: string;
  sha1: string;
}

function script(source: string): Script {
  return { source, sha1: createHash('sha1').update(source).digest('hex') };
}

const INCR = script(INCR_SCRIPT);
const READ = script(READ_SCRIPT);

export interface RateLimitResult {
  current: number;
  ttl: number;
}
type StoreCallback = (error: Error | null, result?: RateLimitResult) => void;

interface WindowRules {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

/** Runs a script by its hash, loading it on the first NOSCRIPT. */
async function runScript(client: RedisClient, { source, sha1 }: Script, key: string, args: string[]) {
  const options = { keys: [key], arguments: args };
  try {
    return await client.evalSha(sha1, options);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('NOSCRIPT')) return client.eval(source, options);
    throw error;
  }
}

function toResult(reply: unknown): RateLimitResult {
  if (Array.isArray(reply) && reply.length === 2) {
    const [current, ttl] = reply.map(Number);
    if (Number.isFinite(current) && Number.isFinite(ttl)) return { current: current ?? 0, ttl: ttl ?? 0 };
  }
  throw new Error(`unexpected rate-limit script reply: ${JSON.stringify(reply)}`);
}

const LOCAL_MAX_KEYS = 10_000;

/** The fallback while Redis is unreachable: fixed windows in a bounded Map, oldest keys dropped first. */
export class LocalWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  incr(key: string, timeWindow: number, now = Date.now()): RateLimitResult {
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= LOCAL_MAX_KEYS) this.evict(now);
      entry = { count: 0, resetAt: now + timeWindow };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { current: entry.count, ttl: entry.resetAt - now };
  }

  read(key: string, now = Date.now()): RateLimitResult {
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) return { current: 0, ttl: 0 };
    return { current: entry.count, ttl: entry.resetAt - now };
  }

  private evict(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < LOCAL_MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

export interface SharedStoreContext {
  client: RedisClient;
  /** Prefix of every key, e.g. `liuxue:rate-limit:`. */
  prefix: string;
  log: FastifyBaseLogger;
  local: LocalWindows;
  /** Whether the last Redis call failed (one log line per outage). */
  failing: boolean;
}

function booleanField(source: object, name: string): boolean {
  return Reflect.get(source, name) === true;
}

/** `GET/student/api/...` from the route a child store serves (absent for createRateLimit limiters). */
function routeLabel(routeOptions: object): string {
  const info: unknown = Reflect.get(routeOptions, 'routeInfo');
  if (typeof info !== 'object' || info === null) return 'app';
  const method: unknown = Reflect.get(info, 'method');
  const url: unknown = Reflect.get(info, 'url');
  if (typeof url !== 'string') return 'app';
  return `${Array.isArray(method) ? method.join(',') : String(method)}${url}`;
}

class RedisRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly context: SharedStoreContext,
    private readonly keyPrefix: string,
    private readonly rules: WindowRules,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    const fullKey = this.keyPrefix + key;
    const { continueExceeding, exponentialBackoff } = this.rules;
    const args = [timeWindow, max, continueExceeding, exponentialBackoff].map(String);
    this.settle(
      runScript(this.context.client, INCR, fullKey, args).then(toResult),
      () => this.context.local.incr(fullKey, timeWindow),
      callback,
    );
  }

  read(key: string, callback: StoreCallback): void {
    const fullKey = this.keyPrefix + key;
    this.settle(
      runScript(this.context.client, READ, fullKey, []).then(toResult),
      () => this.context.local.read(fullKey),
      callback,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new RedisRateLimitStore(this.context, `${this.context.prefix}${routeLabel(routeOptions)}-`, {
      continueExceeding: booleanField(routeOptions, 'continueExceeding'),
      exponentialBackoff: booleanField(routeOptions, 'exponentialBackoff'),
    });
  }

  private settle(shared: Promise<RateLimitResult>, fallback: () => RateLimitResult, callback: StoreCallback) {
    const { context } = this;
    shared.then(
      (result) => {
        if (context.failing) context.log.info('rate limits are shared through redis again');
        context.failing = false;
        callback(null, result);
      },
      (error: unknown) => {
        if (!context.failing) {
          context.log.error({ err: error }, 'redis unavailable: counting rate limits in this process');
        }
        context.failing = true;
        callback(null, fallback());
      },
    );
  }
}

/** The `store` option of @fastify/rate-limit: counters in Redis through a node-redis client. */
export function createRedisRateLimitStore(
  context: Omit<SharedStoreContext, 'local' | 'failing'>,
): FastifyRateLimitStoreCtor {
  const shared: SharedStoreContext = { ...context, local: new LocalWindows(), failing: false };
  return class extends RedisRateLimitStore {
    constructor(options: object) {
      super(shared, `${shared.prefix}global-`, {
        continueExceeding: booleanField(options, 'continueExceeding'),
        exponentialBackoff: booleanField(options, 'exponentialBackoff'),
      });
    }
  };
}

export const rateLimitPlugin = fp(
  async (app) => {
    const { REDIS_URL, REDIS_PREFIX } = app.config;
    let store: FastifyRateLimitStoreCtor | undefined;
    if (REDIS_URL) {
      const client = await connectRedis({
        url: REDIS_URL,
        name: 'rate limits',
        log: app.log,
        disableOfflineQueue: true,
      });
      app.addHook('onClose', () => closeRedis(client));
      store = createRedisRateLimitStore({ client, prefix: `${REDIS_PREFIX}rate-limit:`, log: app.log });
      app.log.info({ prefix: `${REDIS_PREFIX}rate-limit:` }, 'rate limits are shared through redis');
    }
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => createTooManyRequestsError(),
      ...(store ? { store } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['env'] },
);
