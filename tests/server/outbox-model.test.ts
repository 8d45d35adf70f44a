/**
 * Model-based test (fast-check commands) of the outbox semantics against the REAL server through
 * app.inject: its idempotency (server/plugins/idempotency.ts), its database and its restarts, under a
 * simulated network. The client is a faithful minimal copy of src/lib/outbox.ts's rules (that module
 * needs IndexedDB and the DOM; tests/unit/outbox.model.test.ts checks it against a simulated server):
 * a persistent queue that survives a client restart, one entry in flight, `Idempotency-Key: <entry
 * id>` on every send, removal only on code 200, a rejection (410) marks the entry failed (the user
 * edits it and sends it again under the same key), a network error, a 5xx, 420 or 429 keeps it
 * pending and stops the flush (order).
 *
 * After the network comes back and the outbox has flushed: 0 lost, 0 duplicated, order kept.
 * A server restart builds a new app on the same database (the same PostgreSQL database, or on
 * PGlite the same database instance: the on-disk restart is covered in idempotency.test.ts).
 * Reproduce a run with OUTBOX_SEED=<seed printed> npx vitest run --project server tests/server/outbox-model.test.ts.
 */
import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import type { FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { and, eq, inArray } from 'drizzle-orm';

import { API } from '../../src/contract/api.ts';
import { HEADERS } from '../../src/contract/limits.ts';
import { RESULT_CODE } from '../../src/contract/result-codes.ts';
import { openDatabase, type OpenDatabase } from '../../server/db/database.ts';
import { ok } from '../../server/lib/envelope.ts';
import { createError } from '../../server/lib/errors.ts';
import {
  circleCommentsTable,
  circlePostLikesTable,
  circlePostsTable,
} from '../../server/modules/circle/circle.table.ts';
import { requireUser } from '../../server/lib/request-guards.ts';
import {
  DEMO,
  DRIVER,
  authHeaders,
  buildTestApp,
  createTestClock,
  loginByPassword,
  type TestApp,
} from '../helpers/server.ts';

const URL_WRITE = '/student/api/test/outbox-model';

// --- the server side: a write route whose effects are recorded (they survive a server restart) --

interface Payload {
  run: number;
  n: number;
  /** Empty: the server rejects it with 410 (a validation failure). */
  text: string;
}

interface Applied {
  run: number;
  n: number;
  text: string;
}

const applied: Applied[] = [];
/** Set by CrashBeforeCommit: the next write fails with a 500 before its effect. */
const serverFaults = { crashNext: false };

const writeRoute: FastifyPluginAsync = async (app) => {
  app.post(URL_WRITE, async (request) => {
    requireUser(request);
    const body = request.body as Payload;
    if (serverFaults.crashNext) {
      serverFaults.crashNext = false;
      throw new Error('crash before commit');
    }
    if (body.text === '') throw createError({ code: RESULT_CODE.INVALID, message: '内容不能为空' });
    applied.push({ run: body.run, n: body.n, text: body.text });
    return ok({ id: randomUUID(), n: body.n });
  });
};

let ownPglite: OpenDatabase | undefined;
let server: TestApp;
let token: string;

/** One clock across server restarts: the circle property orders rows by their creation time. */
const clock = createTestClock();

async function startServer(first: boolean): Promise<TestApp> {
  // The per-user write limits (a handful of posts a minute) are the circle tests' subject, not this one's:
  // here thousands of writes of one user arrive within seconds, so the limits are lifted.
  const common = { clock, extraPlugins: [writeRoute], userWriteRateLimit: false };
  if (DRIVER === 'postgres') {
    return buildTestApp({ ...common, keepDatabase: !first });
  }
  ownPglite ??= await openDatabase({ kind: 'pglite-memory' });
  return buildTestApp({ ...common, database: ownPglite, inMemoryDb: false });
}

async function restartServer(): Promise<void> {
  await server.close();
  server = await startServer(false);
}

beforeAll(async () => {
  server = await startServer(true);
  token = (await loginByPassword(server, DEMO.student)).token;
});

afterAll(async () => {
  await server.close();
  await ownPglite?.close();
});

// --- the client: a faithful minimal outbox ------------------------------------------------------

interface Entry {
  id: string;
  payload: Payload;
  createdAt: number;
  state: 'pending' | 'failed';
  lastError: string | null;
}

interface Network {
  online: boolean;
  /** The next request reaches the server, which commits; the client sees a network error. */
  dropNext: boolean;
}

interface Real {
  run: number;
  /** The persistent store (IndexedDB): survives a client restart. */
  store: Entry[];
  net: Network;
  /** The last request that reached the server, for DuplicateReplay. */
  lastSent: { key: string; payload: Payload } | null;
  /** Responses per key the client has seen answered with 200, for DuplicateReplay checks. */
  confirmed: Map<string, string>;
  nextN: number;
  clock: number;
}

interface Model {
  /** Every enqueued entry's number, in enqueue order. */
  enqueued: number[];
}

type Outcome = 'sent' | 'retry' | 'rejected';

function classify(response: LightMyRequestResponse): { outcome: Outcome; message: string } {
  let code: number | null = null;
  let message = '';
  try {
    const body = response.json<{ code: unknown; message: unknown }>();
    if (typeof body.code === 'number') code = body.code;
    if (typeof body.message === 'string') message = body.message;
  } catch {
    return { outcome: 'retry', message: 'bad response' };
  }
  if (code === RESULT_CODE.SUCCESS) return { outcome: 'sent', message };
  if (
    code === null ||
    code === RESULT_CODE.EXCEPTION ||
    response.statusCode >= 500 ||
    response.statusCode === 429
  ) {
    return { outcome: 'retry', message };
  }
  return { outcome: 'rejected', message };
}

function inject(key: string, payload: Payload): Promise<LightMyRequestResponse> {
  return server.inject({
    method: 'POST',
    url: URL_WRITE,
    headers: { ...authHeaders(token), [HEADERS.IDEMPOTENCY.toLowerCase()]: key },
    payload,
  });
}

/** Sends the pending entries in createdAt order, one at a time; stops at the first retryable failure. */
async function flush(real: Real): Promise<void> {
  for (;;) {
    const next = [...real.store].sort((a, b) => a.createdAt - b.createdAt).find((e) => e.state === 'pending');
    if (!next) return;
    if (!real.net.online) return; // network error before the server: retry later
    const response = await inject(next.id, next.payload);
    real.lastSent = { key: next.id, payload: next.payload };
    if (real.net.dropNext) {
      real.net.dropNext = false; // the server committed; the answer is lost
      return;
    }
    const { outcome, message } = classify(response);
    if (outcome === 'retry') return;
    if (outcome === 'sent') {
      expect(response.statusCode).toBe(200);
      real.confirmed.set(next.id, response.body);
      real.store = real.store.filter((e) => e.id !== next.id);
    } else {
      expect(response.statusCode).toBe(400);
      real.store = real.store.map((e) =>
        e.id === next.id ? { ...e, state: 'failed', lastError: message } : e,
      );
    }
  }
}

function enqueue(real: Real, model: Model, valid: boolean): void {
  const n = real.nextN++;
  real.clock += 1;
  real.store.push({
    id: randomUUID(),
    payload: { run: real.run, n, text: valid ? `entry ${n}` : '' },
    createdAt: real.clock,
    state: 'pending',
    lastError: null,
  });
  model.enqueued.push(n);
}

/** The user edits every failed entry and sends it again: same id (key), edited body, same place. */
function editFailed(real: Real): void {
  real.store = real.store.map((e) =>
    e.state === 'failed'
      ? { ...e, state: 'pending', lastError: null, payload: { ...e.payload, text: `edited ${e.payload.n}` } }
      : e,
  );
}

// --- commands -------------------------------------------------------------------------------------

type Cmd = fc.AsyncCommand<Model, Real>;

const always = () => true;

function command(name: string, run: (model: Model, real: Real) => Promise<void>): Cmd {
  return { check: always, run, toString: () => name };
}

const commandArbs = [
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(command('GoOffline', async (_m, r) => void (r.net.online = false))) },
    {
      weight: 3,
      arbitrary: fc.constant(
        command('GoOnline', async (_m, r) => {
          r.net.online = true;
          await flush(r); // the `online` trigger
        }),
      ),
    },
    {
      weight: 8,
      arbitrary: fc.integer({ min: 1, max: 3 }).map((count) =>
        command(`Enqueue(${count})`, async (m, r) => {
          for (let i = 0; i < count; i++) enqueue(r, m, true);
          await flush(r);
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constant(
        command('EnqueueInvalid', async (m, r) => {
          enqueue(r, m, false);
          await flush(r);
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constant(
        command('EditFailed', async (_m, r) => {
          editFailed(r);
          await flush(r);
        }),
      ),
    },
    { weight: 5, arbitrary: fc.constant(command('Flush', async (_m, r) => flush(r))) },
    {
      weight: 3,
      arbitrary: fc.constant(
        command('DropResponseAfterCommit', async (_m, r) => {
          r.net.dropNext = true;
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constant(
        command('CrashBeforeCommit', async () => {
          serverFaults.crashNext = true;
        }),
      ),
    },
    {
      weight: 3,
      arbitrary: fc.constant(
        command('DuplicateReplay', async (_m, r) => {
          // a request that already reached the server arrives again (a proxy retry, a second tab)
          if (!r.lastSent || !r.net.online) return;
          const before = applied.length;
          const again = await inject(r.lastSent.key, r.lastSent.payload);
          const confirmed = r.confirmed.get(r.lastSent.key);
          if (confirmed !== undefined) {
            expect(again.body).toBe(confirmed);
            expect(again.headers['idempotent-replayed']).toBe('true');
            expect(applied.length).toBe(before);
          }
          // otherwise its outcome is unknown to the client, which sends the entry again itself
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constant(
        command('RestartClient', async (_m, r) => {
          r.net.dropNext = false; // in-memory state is gone; the store stays
          await flush(r); // app start
        }),
      ),
    },
    { weight: 1, arbitrary: fc.constant(command('RestartServer', async () => restartServer())) },
  ),
];

// --- the property -----------------------------------------------------------------------------------

let runs = 0;

it(`applies every outbox write exactly once and in order against the real server (${DRIVER})`, async () => {
  const envSeed = Number.parseInt(process.env.OUTBOX_SEED ?? '', 10);
  const seed = Number.isNaN(envSeed) ? Date.now() % 2_147_483_647 : envSeed;
  console.info('outbox+server model seed', seed);

  await fc.assert(
    fc.asyncProperty(fc.commands(commandArbs, { maxCommands: 25 }), async (cmds) => {
      const run = ++runs;
      serverFaults.crashNext = false;
      const model: Model = { enqueued: [] };
      const real: Real = {
        run,
        store: [],
        net: { online: true, dropNext: false },
        lastSent: null,
        confirmed: new Map(),
        nextN: 0,
        clock: 0,
      };
      await fc.asyncModelRun(() => ({ model, real }), cmds);

      // The network comes back for good, the user fixes what was rejected, the outbox flushes.
      real.net = { online: true, dropNext: false };
      serverFaults.crashNext = false;
      for (let round = 0; round < 5 && real.store.length > 0; round++) {
        editFailed(real);
        await flush(real);
      }
      expect(real.store).toEqual([]);

      const mine = applied.filter((a) => a.run === run);
      // 0 lost, 0 duplicated
      expect(mine.map((a) => a.n).sort((a, b) => a - b)).toEqual(model.enqueued);
      // order kept: the entries never rejected were applied in enqueue order
      const neverRejected = mine.filter((a) => !a.text.startsWith('edited')).map((a) => a.n);
      expect(neverRejected).toEqual([...neverRejected].sort((a, b) => a - b));
    }),
    { numRuns: 200, seed },
  );
}, 120_000);

// --- the same client against the circle's real routes -------------------------------------------------
// Posts, comments (on posts confirmed or still queued: `dependsOn`, as src/lib/outbox.ts) and likes (a state:
// the last one the user set wins), under offline periods, lost answers, duplicate deliveries and restarts of
// the client and the server. After the final flush the database holds each post and comment once, the like
// state the user set last, counters that match the rows, and the entries never held back by a rejection were
// applied in enqueue order.

type CircleKind = 'post' | 'comment' | 'like';

interface CircleEntry {
  id: string;
  kind: CircleKind;
  path: string;
  payload: Record<string, unknown>;
  createdAt: number;
  state: 'pending' | 'failed';
  dependsOn?: string;
  /** Rejected once (then edited by the user): its place in the applied order is the edit's, not the enqueue's. */
  wasRejected: boolean;
}

interface CircleModel {
  run: string;
  posts: string[];
  comments: { id: string; postId: string }[];
  /** postId -> the last like state the user set. */
  likes: Map<string, boolean>;
  /** Post and comment ids in enqueue order. */
  order: string[];
}

interface CircleReal {
  store: CircleEntry[];
  net: Network;
  lastSent: { key: string; path: string; payload: Record<string, unknown> } | null;
  confirmed: Map<string, string>;
  clock: number;
}

function injectCircle(key: string, path: string, payload: Record<string, unknown>) {
  clock.advance(1); // one millisecond per request: created_at gives the order rows were applied in
  return server.inject({
    method: 'POST',
    url: path,
    headers: { ...authHeaders(token), [HEADERS.IDEMPOTENCY.toLowerCase()]: key },
    payload,
  });
}

async function flushCircle(real: CircleReal): Promise<void> {
  for (;;) {
    const held = new Set(real.store.map((e) => e.id));
    const next = [...real.store]
      .sort((a, b) => a.createdAt - b.createdAt)
      .find((e) => e.state === 'pending' && !(e.dependsOn && held.has(e.dependsOn)));
    if (!next) return;
    if (!real.net.online) return;
    const response = await injectCircle(next.id, next.path, next.payload);
    real.lastSent = { key: next.id, path: next.path, payload: next.payload };
    if (real.net.dropNext) {
      real.net.dropNext = false;
      return;
    }
    const { outcome } = classify(response);
    if (outcome === 'retry') return;
    if (outcome === 'sent') {
      real.confirmed.set(next.id, response.body);
      real.store = real.store.filter((e) => e.id !== next.id);
    } else {
      expect(response.statusCode).toBe(400);
      real.store = real.store.map((e) =>
        e.id === next.id ? { ...e, state: 'failed', wasRejected: true } : e,
      );
    }
  }
}

function pushCircle(real: CircleReal, entry: Omit<CircleEntry, 'createdAt' | 'state' | 'wasRejected'>): void {
  real.clock += 1;
  real.store.push({ ...entry, createdAt: real.clock, state: 'pending', wasRejected: false });
}

function editFailedCircle(real: CircleReal): void {
  real.store = real.store.map((e) =>
    e.state === 'failed'
      ? { ...e, state: 'pending', payload: { ...e.payload, content: `edited ${e.id}` } }
      : e,
  );
}

type CircleCmd = fc.AsyncCommand<CircleModel, CircleReal>;

function circleCommand(
  name: string,
  run: (model: CircleModel, real: CircleReal) => Promise<void>,
): CircleCmd {
  return { check: always, run, toString: () => name };
}

const circleCommandArbs = [
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constant(circleCommand('GoOffline', async (_m, r) => void (r.net.online = false))),
    },
    {
      weight: 3,
      arbitrary: fc.constant(
        circleCommand('GoOnline', async (_m, r) => {
          r.net.online = true;
          await flushCircle(r);
        }),
      ),
    },
    {
      weight: 8,
      // one post in five is empty (refused with 410, edited by the user later)
      arbitrary: fc
        .nat({ max: 4 })
        .map((roll) => roll > 0)
        .map((valid) =>
          circleCommand(valid ? 'Post' : 'PostEmpty', async (m, r) => {
            const id = randomUUID();
            // an empty post (no text, no image) is refused with 410: the user edits it later
            pushCircle(r, {
              id,
              kind: 'post',
              path: API.circle.add,
              payload: { id, content: valid ? `${m.run} 帖子` : '' },
            });
            m.posts.push(id);
            m.order.push(id);
            await flushCircle(r);
          }),
        ),
    },
    {
      weight: 6,
      arbitrary: fc.tuple(fc.nat(), fc.nat({ max: 4 })).map(([pick, roll]) =>
        circleCommand(roll > 0 ? 'Comment' : 'CommentEmpty', async (m, r) => {
          if (m.posts.length === 0) return;
          const postId = m.posts[pick % m.posts.length] ?? '';
          const id = randomUUID();
          const queued = r.store.some((e) => e.id === postId);
          pushCircle(r, {
            id,
            kind: 'comment',
            path: API.circle.addComment,
            payload: { id, postId, content: roll > 0 ? `${m.run} 评论` : '' },
            ...(queued ? { dependsOn: postId } : {}),
          });
          m.comments.push({ id, postId });
          m.order.push(id);
          await flushCircle(r);
        }),
      ),
    },
    {
      weight: 5,
      arbitrary: fc.tuple(fc.nat(), fc.boolean()).map(([pick, liked]) =>
        circleCommand(liked ? 'Like' : 'Unlike', async (m, r) => {
          if (m.posts.length === 0) return;
          const postId = m.posts[pick % m.posts.length] ?? '';
          const queued = r.store.some((e) => e.id === postId);
          pushCircle(r, {
            id: randomUUID(),
            kind: 'like',
            path: API.circle.like,
            payload: { postId, liked },
            ...(queued ? { dependsOn: postId } : {}),
          });
          m.likes.set(postId, liked);
          await flushCircle(r);
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constant(
        circleCommand('EditFailed', async (_m, r) => {
          editFailedCircle(r);
          await flushCircle(r);
        }),
      ),
    },
    { weight: 4, arbitrary: fc.constant(circleCommand('Flush', async (_m, r) => flushCircle(r))) },
    {
      weight: 3,
      arbitrary: fc.constant(
        circleCommand('DropResponseAfterCommit', async (_m, r) => void (r.net.dropNext = true)),
      ),
    },
    {
      weight: 3,
      arbitrary: fc.constant(
        circleCommand('DuplicateReplay', async (_m, r) => {
          if (!r.lastSent || !r.net.online) return;
          const again = await injectCircle(r.lastSent.key, r.lastSent.path, r.lastSent.payload);
          const confirmed = r.confirmed.get(r.lastSent.key);
          if (confirmed !== undefined) {
            expect(again.body).toBe(confirmed);
            expect(again.headers['idempotent-replayed']).toBe('true');
          }
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constant(
        circleCommand('RestartClient', async (_m, r) => {
          r.net.dropNext = false;
          await flushCircle(r);
        }),
      ),
    },
    { weight: 1, arbitrary: fc.constant(circleCommand('RestartServer', async () => restartServer())) },
  ),
];

let circleRuns = 0;

it(`applies circle posts, comments and likes exactly once and in order (${DRIVER})`, async () => {
  const envSeed = Number.parseInt(process.env.OUTBOX_SEED ?? '', 10);
  const seed = Number.isNaN(envSeed) ? Date.now() % 2_147_483_647 : envSeed;
  console.info('outbox+circle model seed', seed);
  const userId = (await loginByPassword(server, DEMO.student)).user.id;

  await fc.assert(
    fc.asyncProperty(fc.commands(circleCommandArbs, { maxCommands: 30, size: 'large' }), async (cmds) => {
      const model: CircleModel = {
        run: `r${++circleRuns}-${randomUUID().slice(0, 8)}`,
        posts: [],
        comments: [],
        likes: new Map(),
        order: [],
      };
      const real: CircleReal = {
        store: [],
        net: { online: true, dropNext: false },
        lastSent: null,
        confirmed: new Map(),
        clock: 0,
      };
      await fc.asyncModelRun(() => ({ model, real }), cmds);

      real.net = { online: true, dropNext: false };
      for (let round = 0; round < 5 && real.store.length > 0; round++) {
        editFailedCircle(real);
        await flushCircle(real);
      }
      expect(real.store).toEqual([]);
      if (model.posts.length === 0) return;

      const { db } = server.app;
      const posts = await db
        .select({
          id: circlePostsTable.id,
          content: circlePostsTable.content,
          createdAt: circlePostsTable.createdAt,
          comments: circlePostsTable.commentCount,
          likes: circlePostsTable.likeCount,
        })
        .from(circlePostsTable)
        .where(and(eq(circlePostsTable.authorId, userId), inArray(circlePostsTable.id, model.posts)));
      // 0 lost, 0 duplicated (ids are the client's: one row each)
      expect(posts.map((p) => p.id).sort()).toEqual([...model.posts].sort());
      const comments = await db
        .select({
          id: circleCommentsTable.id,
          postId: circleCommentsTable.postId,
          content: circleCommentsTable.content,
          createdAt: circleCommentsTable.createdAt,
        })
        .from(circleCommentsTable)
        .where(inArray(circleCommentsTable.postId, model.posts));
      expect(comments.map((c) => `${c.postId}/${c.id}`).sort()).toEqual(
        model.comments.map((c) => `${c.postId}/${c.id}`).sort(),
      );
      // counters match the rows, however often a write arrived
      const likeRows = await db
        .select({ postId: circlePostLikesTable.postId })
        .from(circlePostLikesTable)
        .where(
          and(eq(circlePostLikesTable.userId, userId), inArray(circlePostLikesTable.postId, model.posts)),
        );
      const likedNow = new Set(likeRows.map((l) => l.postId));
      for (const post of posts) {
        expect(post.comments).toBe(comments.filter((c) => c.postId === post.id).length);
        expect(post.likes).toBe(likedNow.has(post.id) ? 1 : 0);
      }
      // the like state the user set last
      for (const [postId, liked] of model.likes) expect(likedNow.has(postId)).toBe(liked);

      // order: entries never held back by a rejection (theirs or their post's) were applied in enqueue order
      const rejected = new Set(
        [...posts, ...comments].filter((row) => row.content.startsWith('edited')).map((row) => row.id),
      );
      const appliedAt = new Map<string, number>([
        ...posts.map((p) => [p.id, p.createdAt.getTime()] as const),
        ...comments.map((c) => [c.id, c.createdAt.getTime()] as const),
      ]);
      const commentPost = new Map(model.comments.map((c) => [c.id, c.postId]));
      const steady = model.order.filter(
        (id) => !rejected.has(id) && !rejected.has(commentPost.get(id) ?? ''),
      );
      const times = steady.map((id) => appliedAt.get(id) ?? -1);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }),
    { numRuns: 200, seed },
  );
}, 300_000);
