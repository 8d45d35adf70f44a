/**
 * Server idempotency of the writes the client outbox sends (src/lib/outbox.ts): an authenticated
 * POST, PUT, PATCH or DELETE carrying `Idempotency-Key: <uuid>` has one effect however often it
 * arrives. Requests without the header, reads and public routes are untouched. Every route gets
 * it (circle posts, chat sends...) without opting in.
 *
 * - preHandler (after auth and body validation): checks the key (a UUID, else 410 请求标识格式错误;
 *   trimmed and lower-cased first, so the same UUID in upper case is the same key),
 *   hashes method + URL + canonical JSON body, and claims the key for the user with an
 *   `insert ... on conflict do nothing` of a 'pending' row. The winner runs the handler. A loser
 *   with the same hash replays the stored response of a 'done' row (same status and body, header
 *   `Idempotent-Replayed: true`); while the row is 'pending' (a concurrent duplicate) it polls for
 *   up to 2 s, then answers HTTP 409 / 451 请求正在处理中，请稍后重试. The same key with another
 *   body answers HTTP 400 / 410 同一请求标识不能用于不同的内容.
 * - onSend: a response with HTTP 200 and body code 200 completes the row ('done', stored for
 *   7 days); anything else (a 410 rejection, a business error, a 5xx) deletes the claim, so the
 *   client may send the same key again, with an edited body too.
 * - Expired rows are taken over by a new claim and purged at boot and on 1% of claims. A 'pending'
 *   row older than 5 minutes (the process died mid-write) is taken over as well.
 *
 * Limit: the write and the stored response are two statements, not one transaction; a crash
 * between them leaves a pending row that a replay after 5 minutes runs again.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { HEADERS } from '../../src/contract/limits.ts';
import { RESULT_CODE } from '../../src/contract/result-codes.ts';
import {
  createIdempotencyInProgressError,
  createIdempotencyKeyInvalidError,
  createIdempotencyKeyReusedError,
} from '../modules/idempotency/idempotency.errors.ts';
import {
  createIdempotencyRepository,
  isStoredResponse,
  type IdempotencyRepository,
} from '../modules/idempotency/idempotency.repository.ts';
import type { IdempotencyKeyRow } from '../modules/idempotency/idempotency.table.ts';

export const IDEMPOTENCY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_WAIT_MS = 2_000;
export const IDEMPOTENCY_POLL_MS = 25;
export const IDEMPOTENCY_STALE_PENDING_MS = 5 * 60 * 1000;
export const IDEMPOTENCY_PURGE_PROBABILITY = 0.01;
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

const KEY_HEADER = HEADERS.IDEMPOTENCY.toLowerCase();
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface IdempotencyClaim {
  userId: string;
  key: string;
  claimedAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed (it runs the handler); settled in onSend. */
    idempotencyClaim: IdempotencyClaim | null;
  }
}

/** JSON with object keys sorted at every level: equal bodies hash equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner) || Buffer.isBuffer(inner)) {
      return inner;
    }
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) sorted[key] = (inner as Record<string, unknown>)[key];
    return sorted;
  });
}

export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method}\n${url}\n${canonicalJson(body)}`)
    .digest('hex');
}

/** The key as stored: a UUID is one key whatever its letter case, so it is trimmed and lower-cased. */
function headerValue(request: FastifyRequest): string | undefined {
  const header = request.headers[KEY_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase();
}

/** The body code of a JSON envelope, or null. */
function envelopeCode(payload: string): number | null {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'code' in parsed &&
      typeof parsed.code === 'number'
    ) {
      return parsed.code;
    }
  } catch {
    // not JSON
  }
  return null;
}

function replay(reply: FastifyReply, row: IdempotencyKeyRow): FastifyReply {
  if (!isStoredResponse(row.response) || row.statusCode === null) {
    throw new Error(`idempotency key ${row.key} is done without a stored response`);
  }
  return reply
    .code(row.statusCode)
    .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
    .header('cache-control', 'no-store')
    .type(row.response.contentType)
    .send(row.response.body);
}

export const idempotencyPlugin = fp(
  async (app) => {
    const repository: IdempotencyRepository = createIdempotencyRepository({ db: app.db });
    app.decorateRequest('idempotencyClaim', null);

    const purge = async () => {
      try {
        const purged = await repository.purgeExpired(app.clock());
        if (purged > 0) app.log.info({ purged }, 'expired idempotency keys purged');
      } catch (error) {
        app.log.warn({ err: error }, 'could not purge expired idempotency keys');
      }
    };
    app.addHook('onReady', purge);

    app.addHook('preHandler', async (request, reply) => {
      if (!WRITE_METHODS.has(request.method) || !request.user) return;
      const key = headerValue(request);
      if (key === undefined) return;
      if (!UUID.test(key)) throw createIdempotencyKeyInvalidError();
      const userId = request.user.id;
      const hash = requestHash(request.method, request.url, request.body);
      if (Math.random() < IDEMPOTENCY_PURGE_PROBABILITY) void purge();

      const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
      for (;;) {
        const now = app.clock();
        const result = await repository.claim({
          userId,
          key,
          method: request.method,
          path: request.url,
          requestHash: hash,
          now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
          staleBefore: new Date(now.getTime() - IDEMPOTENCY_STALE_PENDING_MS),
        });
        if (result.won) {
          request.idempotencyClaim = { userId, key, claimedAt: result.claimedAt };
          return;
        }
        if (result.row.requestHash !== hash) throw createIdempotencyKeyReusedError();
        if (result.row.state === 'done') return replay(reply, result.row);
        if (Date.now() >= deadline) throw createIdempotencyInProgressError();
        await sleep(IDEMPOTENCY_POLL_MS);
      }
    });

    const settle = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const claim = request.idempotencyClaim;
      if (!claim) return;
      request.idempotencyClaim = null;
      try {
        const body =
          typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
        if (reply.statusCode === 200 && body !== null && envelopeCode(body) === RESULT_CODE.SUCCESS) {
          const contentType = reply.getHeader('content-type');
          await repository.complete(claim.userId, claim.key, claim.claimedAt, reply.statusCode, {
            contentType: typeof contentType === 'string' ? contentType : 'application/json; charset=utf-8',
            body,
          });
        } else {
          await repository.release(claim.userId, claim.key, claim.claimedAt);
        }
      } catch (error) {
        // the answer goes out anyway; the pending row is taken over once stale
        request.log.error({ err: error, key: claim.key }, 'could not settle an idempotency key');
      }
    };

    app.addHook('onSend', async (request, reply, payload) => {
      await settle(request, reply, payload);
      return payload;
    });
    // the answer never went out (onSend skipped): give the key back
    app.addHook('onResponse', async (request, reply) => {
      if (request.idempotencyClaim) await settle(request, reply, null);
    });
  },
  { name: 'idempotency', dependencies: ['db', 'clock', 'auth'] },
);
