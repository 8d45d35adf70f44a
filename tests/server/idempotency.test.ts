/**
 * Server idempotency (server/plugins/idempotency.ts) through a test-only write route that records its
 * effects in memory: a replay returns the stored response and runs the effect once; another body with
 * the same key is refused; a rejection is not stored; concurrent duplicates have one effect; keys are
 * per user and survive a restart.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import { HEADERS } from '../../src/contract/limits.ts';
import { RESULT_CODE } from '../../src/contract/result-codes.ts';
import { ok } from '../../server/lib/envelope.ts';
import { createError } from '../../server/lib/errors.ts';
import { requireUser } from '../../server/lib/request-guards.ts';
import { IDEMPOTENCY_WAIT_MS, canonicalJson, requestHash } from '../../server/plugins/idempotency.ts';
import {
  DEMO,
  DRIVER,
  authHeaders,
  buildTestApp,
  envelopeOf,
  loginByPassword,
  type TestApp,
} from '../helpers/server.ts';

const URL_EFFECTS = '/student/api/test/effects';

interface Effect {
  userId: string;
  text: string;
}

interface EffectBody {
  text: string;
  mode?: 'reject' | 'crash' | 'slow' | 'stuck';
}

/** A write route recording each effect; `mode` makes it reject (410), crash (500) or run slowly. */
function effectsRoute(effects: Effect[]): FastifyPluginAsync {
  return async (app) => {
    app.post(URL_EFFECTS, async (request) => {
      const user = requireUser(request);
      const body = request.body as EffectBody;
      if (body.mode === 'reject') throw createError({ code: RESULT_CODE.INVALID, message: '内容不能为空' });
      if (body.mode === 'crash') throw new Error('boom');
      if (body.mode === 'slow') await sleep(150);
      if (body.mode === 'stuck') await sleep(IDEMPOTENCY_WAIT_MS + 500);
      effects.push({ userId: user.id, text: body.text });
      return ok({ id: randomUUID(), seq: effects.length, text: body.text });
    });
  };
}

function post(t: TestApp, token: string, key: string | null, payload: EffectBody) {
  const headers: Record<string, string> = authHeaders(token);
  if (key !== null) headers[HEADERS.IDEMPOTENCY.toLowerCase()] = key;
  return t.inject({ method: 'POST', url: URL_EFFECTS, headers, payload });
}

describe('idempotency keys', () => {
  const effects: Effect[] = [];
  let t: TestApp;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ extraPlugins: [effectsRoute(effects)] });
    token = (await loginByPassword(t, DEMO.student)).token;
    otherToken = (await loginByPassword(t, DEMO.member)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('hashes bodies canonically', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}',
    );
    expect(requestHash('POST', '/x', { a: 1, b: 2 })).toBe(requestHash('POST', '/x', { b: 2, a: 1 }));
    expect(requestHash('POST', '/x', { a: 1 })).not.toBe(requestHash('PUT', '/x', { a: 1 }));
  });

  it('replays the stored response for the same key and runs the effect once', async () => {
    const key = randomUUID();
    const first = await post(t, token, key, { text: 'hello' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = effects.length;
    const second = await post(t, token, key, { text: 'hello' });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(effects.length).toBe(before);
    expect(effects.filter((e) => e.text === 'hello')).toHaveLength(1);
  });

  it('leaves requests without the header as they were', async () => {
    const before = effects.length;
    await post(t, token, null, { text: 'plain' });
    await post(t, token, null, { text: 'plain' });
    expect(effects.length).toBe(before + 2);
  });

  it('refuses a malformed key with 410', async () => {
    const response = await post(t, token, 'not-a-uuid', { text: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 410, message: '请求标识格式错误', data: null });
  });

  it('refuses the same key with a different body (400 / 410)', async () => {
    const key = randomUUID();
    expect((await post(t, token, key, { text: 'one' })).statusCode).toBe(200);
    const before = effects.length;
    const other = await post(t, token, key, { text: 'two' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ code: 410, message: '同一请求标识不能用于不同的内容', data: null });
    expect(effects.length).toBe(before);
  });

  it('does not store a 410 rejection: the same key with an edited body succeeds', async () => {
    const key = randomUUID();
    const rejected = await post(t, token, key, { text: '', mode: 'reject' });
    expect(rejected.statusCode).toBe(400);
    expect(envelopeOf(rejected)).toEqual({ code: 410, message: '内容不能为空', data: null });
    const edited = await post(t, token, key, { text: 'edited' });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers['idempotent-replayed']).toBeUndefined();
    expect(envelopeOf<{ text: string }>(edited).data.text).toBe('edited');
  });

  it('does not store a 5xx: the same key is sent again and runs', async () => {
    const key = randomUUID();
    const crashed = await post(t, token, key, { text: 'c', mode: 'crash' });
    expect(crashed.statusCode).toBe(500);
    const again = await post(t, token, key, { text: 'c' });
    expect(again.statusCode).toBe(200);
    expect(effects.filter((e) => e.text === 'c')).toHaveLength(1);
  });

  it('gives concurrent duplicates one effect and identical answers', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(t, token, key, { text: 'concurrent', mode: 'slow' })),
    );
    expect(effects.filter((e) => e.text === 'concurrent')).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
  });

  it('answers 409 / 451 to a duplicate while the first is still running after the wait', async () => {
    const key = randomUUID();
    const first = post(t, token, key, { text: 'stuck', mode: 'stuck' });
    await sleep(100);
    const duplicate = await post(t, token, key, { text: 'stuck', mode: 'stuck' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ code: 451, message: '请求正在处理中，请稍后重试', data: null });
    expect((await first).statusCode).toBe(200);
    expect(effects.filter((e) => e.text === 'stuck')).toHaveLength(1);
  });

  it('keeps the keys of each user apart', async () => {
    const key = randomUUID();
    const mine = await post(t, token, key, { text: 'shared key' });
    const theirs = await post(t, otherToken, key, { text: 'shared key' });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body).not.toBe(mine.body);
    expect(effects.filter((e) => e.text === 'shared key')).toHaveLength(2);
    // another body under the same key is fine for the other user too
    expect((await post(t, otherToken, randomUUID(), { text: 'x' })).statusCode).toBe(200);
  });

  it('replays a real module route with a response schema byte for byte', async () => {
    const key = randomUUID();
    const call = {
      method: 'POST' as const,
      url: API.user.updateServiceType,
      headers: { ...authHeaders(token), [HEADERS.IDEMPOTENCY.toLowerCase()]: key },
      payload: { serviceType: 'DIY' },
    };
    const first = await t.inject(call);
    expect(envelopeOf(first).code).toBe(200);
    const second = await t.inject(call);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('forgets a key after 7 days', async () => {
    const key = randomUUID();
    await post(t, token, key, { text: 'week' });
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const later = await post(t, token, key, { text: 'week' });
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(effects.filter((e) => e.text === 'week')).toHaveLength(2);
  });
});

describe('idempotency across a restart', () => {
  it(`honours the keys after the server restarts (${DRIVER})`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'liuxue-idem-'));
    const effects: Effect[] = [];
    try {
      const first = await buildTestApp({ dataDir, inMemoryDb: false, extraPlugins: [effectsRoute(effects)] });
      const key = randomUUID();
      let token: string;
      let sent: string;
      try {
        token = (await loginByPassword(first, DEMO.student)).token;
        sent = (await post(first, token, key, { text: 'durable' })).body;
      } finally {
        await first.close();
      }
      const second = await buildTestApp({
        dataDir,
        inMemoryDb: false,
        keepDatabase: true,
        extraPlugins: [effectsRoute(effects)],
      });
      try {
        const replayed = await post(second, token, key, { text: 'durable' });
        expect(replayed.statusCode).toBe(200);
        expect(replayed.body).toBe(sent);
        expect(replayed.headers['idempotent-replayed']).toBe('true');
        expect(effects).toHaveLength(1);
        const other = await post(second, token, key, { text: 'changed' });
        expect(envelopeOf(other).message).toBe('同一请求标识不能用于不同的内容');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
