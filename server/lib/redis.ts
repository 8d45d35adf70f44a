/**
 * Redis connections (node-redis) for the socket.io adapter and the shared rate-limit store, used only when
 * REDIS_URL is set. At boot a client gets a few quick tries: a wrong or unreachable REDIS_URL stops the
 * server with a message naming it. Once connected, a client reconnects forever with a capped backoff and
 * logs one error per outage (and one line when it is back).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { createClient } from 'redis';

import { BootError } from './boot-error.ts';

export type RedisClient = ReturnType<typeof createClient>;

const BOOT_RETRIES = 4;
const BOOT_RETRY_MS = 250;
const CONNECT_TIMEOUT_MS = 2_000;
const MAX_BACKOFF_MS = 2_000;

/** The URL without its password, for messages. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

export interface ConnectRedisOptions {
  url: string;
  /** What this connection is for, in log lines (e.g. `socket.io pub`). */
  name: string;
  log: FastifyBaseLogger;
  /** Fail commands at once while disconnected instead of queueing them (rate limits must not wait). */
  disableOfflineQueue?: boolean;
}

export async function connectRedis({
  url,
  name,
  log,
  disableOfflineQueue = false,
}: ConnectRedisOptions): Promise<RedisClient> {
  let everReady = false;
  let outage = false;
  // loaded with the first connection: a server without REDIS_URL never pays for the client's modules
  const { createClient: create } = await import('redis');
  const client: RedisClient = create({
    url,
    disableOfflineQueue,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries, cause) => {
        if (everReady) return Math.min(100 * 2 ** retries, MAX_BACKOFF_MS);
        return retries < BOOT_RETRIES ? BOOT_RETRY_MS : cause;
      },
    },
  });
  client.on('error', (error: unknown) => {
    // before the first connection, connect() below rejects and reports it
    if (!everReady || outage) return;
    outage = true;
    log.error({ err: error, redis: name }, 'redis connection lost, reconnecting');
  });
  client.on('ready', () => {
    if (outage) log.info({ redis: name }, 'redis connection restored');
    everReady = true;
    outage = false;
  });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BootError(`REDIS_URL: cannot connect to ${redactRedisUrl(url)} (${name}): ${reason}`, {
      cause: error,
    });
  }
  return client;
}

/** Closes after the pending commands are answered; never throws (shutdown goes on). */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (!client.isOpen) return;
  try {
    await client.close();
  } catch {
    client.destroy();
  }
}
