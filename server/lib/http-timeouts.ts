/**
 * Timeouts of the http server, so that a client sending its request slowly (one byte every few seconds)
 * cannot hold a socket for ever. The request and idle-connection timeouts are above the client's own 30 s
 * (LIMITS.HTTP_TIMEOUT_MS): a legitimate request is cut by the client first.
 *
 * - requestMs: the whole request (headers and body) must arrive within it, else 408 and the socket closes.
 *   It ends when the request is received: a slow handler is not cut by it.
 * - headersMs: the headers must arrive within it (at most requestMs, as Node requires).
 * - keepAliveMs: an idle keep-alive connection closes after it.
 * - connectionMs: a socket with no traffic at all closes after it.
 * - checkIntervalMs: how often Node looks for requests over requestMs / headersMs (a slow request is cut
 *   between requestMs and requestMs + checkIntervalMs).
 *
 * A socket.io websocket is unaffected: once upgraded its socket leaves the http server's request
 * bookkeeping, and the websocket library turns the idle timeout off (engine.io pings it every 25 s).
 */
import type { ServerOptions } from 'node:http';

export interface HttpTimeouts {
  requestMs: number;
  headersMs: number;
  keepAliveMs: number;
  connectionMs: number;
  checkIntervalMs: number;
}

export const HTTP_TIMEOUTS: Readonly<HttpTimeouts> = Object.freeze({
  requestMs: 40_000,
  headersMs: 20_000,
  keepAliveMs: 5_000,
  connectionMs: 60_000,
  checkIntervalMs: 5_000,
});

/** The Fastify constructor options of these timeouts (the defaults, with overrides from tests). */
export function fastifyTimeoutOptions(overrides: Partial<HttpTimeouts> = {}): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  const timeouts: HttpTimeouts = { ...HTTP_TIMEOUTS, ...overrides };
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
