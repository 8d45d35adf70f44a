/**
 * The AI engine's worker threads (server/modules/ai-select/ai-select.pool.ts): the answers a worker sends are
 * byte for byte the main thread's, a changed catalog reaches the workers, an engine failure fails one
 * analysis only, workers that cannot start leave the analyses to the main thread, closing fails what is in
 * flight, and the adaptive mode moves analyses to the workers when the event loop is saturated and back when
 * it is not. Also AI_WORKERS and the endpoint with a pool.
 */
import { setTimeout as sleep } from 'node:timers/promises';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aiRequestSchema, aiResultListSchema, type AiRequest } from '../../src/contract/ai.ts';
import { API } from '../../src/contract/api.ts';
import { envelope } from '../../src/contract/envelope.ts';
import { createAiCatalog, type AiCatalog } from '../../server/modules/ai-select/ai-select.catalog.ts';
import { chooseUniversitiesJson } from '../../server/modules/ai-select/ai-select.engine.ts';
import {
  AiWorkerError,
  createAiEnginePool,
  type AiEnginePool,
} from '../../server/modules/ai-select/ai-select.pool.ts';
import { loadEnv } from '../../server/plugins/env.ts';
import { okJsonText } from '../../server/lib/envelope.ts';
import { TYPICAL_UNDERGRADUATE_US, payloadArb } from '../helpers/ai-payloads.ts';
import { buildTestApp, type TestApp } from '../helpers/server.ts';

const resultEnvelope = envelope(aiResultListSchema);

let t: TestApp;
let catalog: AiCatalog;
const pools: AiEnginePool[] = [];

function pool(...args: Parameters<typeof createAiEnginePool>): AiEnginePool {
  const created = createAiEnginePool(...args);
  pools.push(created);
  return created;
}

/** What the endpoint answers when the main thread computes it. */
function expected(on: AiCatalog, request: AiRequest): string {
  return okJsonText(chooseUniversitiesJson(on, request));
}

const typical = aiRequestSchema.parse(TYPICAL_UNDERGRADUATE_US);

beforeAll(async () => {
  t = await buildTestApp({ aiWorkers: 2 });
  catalog = await createAiCatalog(t.app.db).get();
});

afterAll(async () => {
  await Promise.all(pools.map((created) => created.close()));
  await t.close();
});

describe('AI engine worker threads', () => {
  it('answer byte for byte what the main thread computes, one by one and forty at once', async () => {
    const workers = pool(2, t.app.log, { offload: 'always' });
    const requests = fc
      .sample(payloadArb, { numRuns: 40, seed: 20_261_121 })
      .map((payload) => aiRequestSchema.parse(payload));
    for (const request of requests.slice(0, 10)) {
      const answer = await workers.choose(catalog, request);
      expect(answer.toString('utf8')).toBe(expected(catalog, request));
    }
    const answers = await Promise.all(requests.map((request) => workers.choose(catalog, request)));
    answers.forEach((answer, i) => {
      const request = requests[i];
      if (!request) throw new Error('no request');
      expect(answer.toString('utf8')).toBe(expected(catalog, request));
    });
    // a real answer, not an empty list: the typical student gets schools
    const typicalAnswer = await workers.choose(catalog, typical);
    expect(resultEnvelope.parse(JSON.parse(typicalAnswer.toString('utf8'))).data.length).toBeGreaterThan(10);
    expect(workers.counts()).toEqual({ mainThread: 0, workers: 51 });
  });

  it('compute each analysis on the catalog it was sent with, when the catalog changes', async () => {
    const workers = pool(1, t.app.log, { offload: 'always' });
    const before = await workers.choose(catalog, typical);
    const firstId = resultEnvelope.parse(JSON.parse(before.toString('utf8'))).data[0]?.universityId ?? '';
    const changed = structuredClone(catalog);
    const renamed = changed.byId.get(firstId);
    if (!renamed) throw new Error('the first school is not in the catalog');
    renamed.nameCn = '改名后的大学';
    const [old, fresh] = await Promise.all([
      workers.choose(catalog, typical),
      workers.choose(changed, typical),
    ]);
    expect(old.toString('utf8')).toBe(before.toString('utf8'));
    expect(fresh.toString('utf8')).toBe(expected(changed, typical));
    expect(fresh.toString('utf8')).toContain('改名后的大学');
  });

  it('an engine failure fails that analysis only', async () => {
    const workers = pool(1, t.app.log, { offload: 'always' });
    const broken = { ...typical, countryCodeList: 5 } as unknown as AiRequest;
    await expect(workers.choose(catalog, broken)).rejects.toBeInstanceOf(AiWorkerError);
    const answer = await workers.choose(catalog, typical);
    expect(answer.toString('utf8')).toBe(expected(catalog, typical));
  });

  it('workers that cannot start leave the analyses to the main thread', async () => {
    const missing = new URL('./no-such-worker.ts', import.meta.url).href;
    const workers = pool(1, t.app.log, { offload: 'always', workerUrl: missing });
    const answers = await Promise.all([workers.choose(catalog, typical), workers.choose(catalog, typical)]);
    for (const answer of answers) expect(answer.toString('utf8')).toBe(expected(catalog, typical));
    const later = await workers.choose(catalog, typical);
    expect(later.toString('utf8')).toBe(expected(catalog, typical));
    expect(workers.counts().mainThread).toBe(3);
  });

  it('closing fails the analyses in flight and refuses later ones', async () => {
    const workers = pool(1, t.app.log, { offload: 'always' });
    await workers.warm(catalog);
    const inFlight = expect(workers.choose(catalog, typical)).rejects.toBeInstanceOf(AiWorkerError);
    await workers.close();
    await inFlight;
    await expect(workers.choose(catalog, typical)).rejects.toBeInstanceOf(AiWorkerError);
  });

  it('adaptive: the main thread computes while it has time, the workers once its loop is saturated', async () => {
    const workers = pool(1, t.app.log);
    await workers.warm(catalog);
    await sleep(60);
    await workers.choose(catalog, typical); // a quiet window: the main thread
    expect(workers.counts()).toEqual({ mainThread: 1, workers: 0 });

    const busyUntil = performance.now() + 150;
    while (performance.now() < busyUntil) {
      // the event loop fully busy for a whole window
    }
    await Promise.all([workers.choose(catalog, typical), workers.choose(catalog, typical)]);
    expect(workers.counts()).toEqual({ mainThread: 1, workers: 2 });

    await sleep(60);
    await workers.choose(catalog, typical); // the last window held two at once: still the workers
    expect(workers.counts()).toEqual({ mainThread: 1, workers: 3 });
    await sleep(60);
    const answer = await workers.choose(catalog, typical); // one at a time: back to the main thread
    expect(workers.counts()).toEqual({ mainThread: 2, workers: 3 });
    expect(answer.toString('utf8')).toBe(expected(catalog, typical));
  });
});

describe('AI_WORKERS', () => {
  it('takes 0 to 16 and names the variable otherwise', () => {
    expect(loadEnv({ AI_WORKERS: '0' }).AI_WORKERS).toBe(0);
    expect(loadEnv({ AI_WORKERS: '3' }).AI_WORKERS).toBe(3);
    expect(loadEnv({}).AI_WORKERS).toBeUndefined();
    expect(() => loadEnv({ AI_WORKERS: 'many' })).toThrow(
      /AI_WORKERS="many" is invalid: expected an integer/,
    );
    expect(() => loadEnv({ AI_WORKERS: '17' })).toThrow(/AI_WORKERS="17" is invalid/);
  });

  it('an app with workers answers the endpoint with what the engine computes', async () => {
    const response = await t.inject({
      method: 'POST',
      url: API.ai.choose,
      payload: TYPICAL_UNDERGRADUATE_US,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(expected(catalog, typical));
  });
});
