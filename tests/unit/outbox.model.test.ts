/**
 * Model-based test of the outbox against a simulated server with idempotency and a simulated
 * network (fast-check commands). Whatever the network does (offline, a response lost after the
 * server committed, a request delivered twice, a 500 before the commit, writes enqueued while a
 * send is in flight, the app restarting from IndexedDB), once the network is back and the outbox
 * has flushed, every enqueued payload has been applied by the server exactly once, in enqueue
 * order. Reproduce a run with OUTBOX_SEED=<seed printed> npx vitest run tests/unit/outbox.model.test.ts.
 */
import fc from 'fast-check';
import { IDBFactory } from 'fake-indexeddb';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';

import { HEADERS } from '@/contract/limits';
import { RESULT_CODE } from '@/contract/result-codes';
import type * as IdbNs from '@/lib/idb';
import type * as OutboxNs from '@/lib/outbox';

import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';

const PATH = '/student/api/circle/posts';
const MINUTE = 61_000;

// --- the simulated server: Idempotency-Key -> first response; the effect is applied once --------

interface SimServer {
  applied: number[];
  stored: Map<string, { body: string; response: unknown }>;
}

function handle(sim: SimServer, key: string | null, body: string): Response {
  if (!key) return fail(RESULT_CODE.INVALID, 'Idempotency-Key missing');
  const known = sim.stored.get(key);
  if (known) {
    if (known.body !== body) return fail(RESULT_CODE.INVALID, 'Idempotency-Key reused with another body');
    return ok(known.response);
  }
  const { n } = JSON.parse(body) as { n: number };
  sim.applied.push(n);
  const response = { postId: `p${n}` };
  sim.stored.set(key, { body, response });
  return ok(response);
}

// --- the simulated network and the client --------------------------------------------------------

interface Network {
  online: boolean;
  /** The server commits the next request, but its response is lost. */
  dropNext: boolean;
  /** The next request reaches the server twice (a replay by the network). */
  duplicateNext: boolean;
  /** The next request gets an HTTP 500 before the server commits anything. */
  errorNext: boolean;
  /** Writes the user enqueues while the next request is in flight. */
  enqueueDuringNext: number;
  requests: number;
}

type OutboxModule = typeof OutboxNs;
type IdbModule = typeof IdbNs;

interface Client {
  outbox: OutboxModule;
  idb: IdbModule;
}

interface Real {
  sim: SimServer;
  net: Network;
  client: Client;
  clock: { now: number };
  nextPayload: number;
}

/** What the test tracks: the payloads enqueued, in order. */
interface Model {
  enqueued: number[];
}

/** A fresh page: new module instances (nothing in memory), the same IndexedDB. */
async function boot(clock: { now: number }): Promise<Client> {
  vi.resetModules();
  const { session } = await import('@/lib/session');
  const outbox = await import('@/lib/outbox');
  const idb = await import('@/lib/idb');
  session.token = 'tok-1';
  session.user = student;
  outbox.configureOutbox({ now: () => clock.now, random: () => 0.5, schedule: () => () => undefined });
  outbox.startOutbox();
  await outbox.flush();
  return { outbox, idb };
}

async function enqueueOne(real: Real, model: Model | null): Promise<void> {
  const n = real.nextPayload++;
  await real.client.outbox.enqueue({ kind: 'circle.post', method: 'POST', path: PATH, payload: { n } });
  (model ?? pendingModel).enqueued.push(n);
}

// Writes enqueued from inside the network handler are recorded here and merged into the model.
const pendingModel: Model = { enqueued: [] };

function settle(real: Real): Promise<void> {
  return real.client.outbox.flush();
}

// --- commands --------------------------------------------------------------------------------------

type Cmd = fc.AsyncCommand<Model, Real>;

class Enqueue implements Cmd {
  constructor(readonly count: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    for (let i = 0; i < this.count; i++) await enqueueOne(real, model);
    await settle(real);
  }
  toString = () => `Enqueue(${this.count})`;
}

class EnqueueWhileSending implements Cmd {
  constructor(readonly count: number) {}
  check = () => true;
  async run(_model: Model, real: Real) {
    real.net.enqueueDuringNext = this.count;
    await settle(real);
  }
  toString = () => `EnqueueWhileSending(${this.count})`;
}

/** A command on the network, the clock or the app only: always possible, and the model stays as it is. */
function realCommand(name: string, run: (real: Real) => void | Promise<void>): Cmd {
  return {
    check: () => true,
    run: async (_model, real) => {
      await run(real);
    },
    toString: () => name,
  };
}

const goOffline = realCommand('GoOffline', (real) => {
  real.net.online = false;
});

const goOnline = realCommand('GoOnline', async (real) => {
  real.net.online = true;
  window.dispatchEvent(new Event('online'));
  await settle(real);
});

/** A flush as the retry timer would run it: after the backoff has passed. */
const flush = realCommand('Flush', async (real) => {
  real.clock.now += MINUTE;
  await real.client.outbox.flush();
});

/** A flush before the backoff has passed (enqueue, another trigger): it must not break the order. */
const flushEarly = realCommand('FlushEarly', async (real) => {
  real.clock.now += 100;
  await real.client.outbox.flush();
});

const dropNextResponse = realCommand('DropNextResponse', (real) => {
  real.net.dropNext = true;
});

const duplicateNext = realCommand('DuplicateNext', (real) => {
  real.net.duplicateNext = true;
});

const serverErrorNext = realCommand('ServerErrorNext', (real) => {
  real.net.errorNext = true;
});

const restart = realCommand('Restart', async (real) => {
  real.client.outbox.stopOutbox();
  await real.client.idb.closeDb();
  real.client = await boot(real.clock);
});

const enqueueArb = fc.integer({ min: 1, max: 3 }).map((n) => new Enqueue(n));
const commandArbs = [
  // Listed twice: writes are the most common thing a user does.
  enqueueArb,
  enqueueArb,
  fc.integer({ min: 1, max: 2 }).map((n) => new EnqueueWhileSending(n)),
  fc.constant(goOffline),
  fc.constant(goOnline),
  fc.constant(flush),
  fc.constant(flushEarly),
  fc.constant(dropNextResponse),
  fc.constant(duplicateNext),
  fc.constant(serverErrorNext),
  fc.constant(restart),
];

// --- the run ---------------------------------------------------------------------------------------

let current: Real | null = null;

function network(): void {
  server.use(
    mswHttp.post(PATH, async ({ request }) => {
      const real = current;
      if (!real) return HttpResponse.error();
      const { net, sim } = real;
      net.requests++;
      if (!net.online) return HttpResponse.error();
      const key = request.headers.get(HEADERS.IDEMPOTENCY);
      const body = await request.text();
      for (; net.enqueueDuringNext > 0; net.enqueueDuringNext--) await enqueueOne(real, null);
      if (net.errorNext) {
        net.errorNext = false;
        return fail(RESULT_CODE.EXCEPTION, '服务器异常', { status: 500 });
      }
      if (net.duplicateNext) {
        net.duplicateNext = false;
        handle(sim, key, body);
      }
      const response = handle(sim, key, body);
      if (net.dropNext) {
        net.dropNext = false;
        return HttpResponse.error();
      }
      return response;
    }),
  );
}

async function freshReal(): Promise<Real> {
  globalThis.indexedDB = new IDBFactory();
  const clock = { now: 1_000_000 };
  const client = await boot(clock);
  const real: Real = {
    sim: { applied: [], stored: new Map() },
    net: {
      online: true,
      dropNext: false,
      duplicateNext: false,
      errorNext: false,
      enqueueDuringNext: 0,
      requests: 0,
    },
    client,
    clock,
    nextPayload: 0,
  };
  current = real;
  return real;
}

afterEach(async () => {
  current?.client.outbox.stopOutbox();
  await current?.client.idb.closeDb();
  current = null;
});

it('applies every enqueued write exactly once and in order, whatever the network and restarts do', async () => {
  const envSeed = Number.parseInt(String(import.meta.env.OUTBOX_SEED ?? ''), 10);
  const seed = Number.isNaN(envSeed) ? Date.now() % 2_147_483_647 : envSeed;
  console.info('outbox model seed', seed);
  // The request client logs each network failure; there are many here on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  network();

  await fc.assert(
    fc.asyncProperty(fc.commands(commandArbs, { maxCommands: 30, size: 'max' }), async (cmds) => {
      const model: Model = { enqueued: [] };
      pendingModel.enqueued = [];
      let real: Real | null = null;
      await fc.asyncModelRun(async () => {
        real = await freshReal();
        return { model, real };
      }, cmds);
      if (!real) throw new Error('the run did not start');
      const done: Real = real;

      // The network comes back for good, and the outbox retries until it is empty.
      Object.assign(done.net, { online: true, dropNext: false, duplicateNext: false, errorNext: false });
      done.net.enqueueDuringNext = 0;
      for (let round = 0; round < 20; round++) {
        done.clock.now += MINUTE;
        await done.client.outbox.flush({ immediate: true });
        if ((await done.client.outbox.entries()).length === 0) break;
      }
      const expected = [...model.enqueued, ...pendingModel.enqueued].sort((a, b) => a - b);
      expect(await done.client.outbox.entries()).toEqual([]);
      // Exactly once (0 lost, 0 duplicated) and in enqueue order (payload numbers increase).
      expect(done.sim.applied).toEqual(expected);
      expect(done.sim.stored.size).toBe(expected.length);
      expect(done.net.requests).toBeGreaterThanOrEqual(expected.length);

      done.client.outbox.stopOutbox();
      await done.client.idb.closeDb();
    }),
    { numRuns: 200, seed },
  );
}, 60_000);
