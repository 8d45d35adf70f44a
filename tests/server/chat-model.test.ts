/**
 * Model test of chat delivery under a flaky network, against the REAL server (socket.io clients on a
 * listening app, websocket transport; sends over HTTP as the app's outbox makes them): 10 clients in one
 * conversation, 100 forced disconnects at random moments with random downtime, messages flowing from every
 * client all along. At the end: every sent message stored exactly once (the database against the senders'
 * records), every client holds every message exactly once, the conversation's sequence is 1..N without a gap,
 * and every acknowledgement equals the stored message.
 *
 * The conversation (src/contract/chat.ts "The model"): the demo student and the platform service account
 * (the seed's demo conversation: its messages come first, and every client back-fills them on connect).
 * Clients: 4 tabs of the student, and 3 PLATFORM_SERVICE staff members of the account with 2 tabs each (the
 * seeded staff first, then members created in the test database). Staff write as the account
 * (`fromUserId` = the account); each message row keeps its actual sender.
 *
 * Each client behaves like the app (src/lib/outbox.ts, src/lib/socket.ts): a message gets a clientMsgId when
 * written, online or not, and waits in an ordered outbox; one send in flight (POST send, the clientMsgId also
 * its Idempotency-Key); an entry leaves the outbox only when answered while online, and is sent again with the
 * same clientMsgId after a timeout or a reconnect. After every
 * (re)connect, `connectedsuccess` first, the client back-fills with `chatsync` after the highest sequence number
 * up to which it holds every message (not simply its highest: live events of concurrent sends can arrive out
 * of seq order, and a gap left by a disconnect must be filled), then flushes its outbox. Live `chat` events,
 * acknowledgements and back-fills all go into one store keyed by seq; no final back-fill at the end, so a
 * message missed live by a connected client counts as lost.
 *
 * Disconnects: each client gets 10 of the 100, in its own timeline (so they overlap across clients): an
 * uptime of 0.1 to 1.5 s, then one of three kinds: `transport` (the client's engine closes: a network drop as
 * the client sees it), `server` (the server disconnects the socket), or `mid-send` (the client goes down right
 * after its next send has left: the message is stored but its answer is lost, so the resend must be answered
 * with the stored message). Then the client stays down for its downtime and
 * reconnects. Downtime is drawn log-uniformly between 0.1 s and 30 s (short drops race in-flight sends, long
 * ones pile up an offline outbox), then multiplied by CHAT_MODEL_TIME_SCALE: the default 0.1 runs the 0.01 to
 * 3 s range (about 20 s of model time; the CI default), CHAT_MODEL_TIME_SCALE=1 runs the real 0.1 to 30 s
 * (several minutes). Each client writes a message every 150 ms on average (exponential gaps), up or down.
 *
 * The seed (printed) fixes the schedule, the kinds, the downtimes and the messages; the interleaving with the
 * server stays real. Replay: CHAT_MODEL_SEED=<seed> npx vitest run --project server tests/server/chat-model.test.ts
 * (on PostgreSQL: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test in front).
 */
import { setTimeout as sleep } from 'node:timers/promises';

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';

import { API } from '../../src/contract/api.ts';
import { HEADERS } from '../../src/contract/limits.ts';
import { chatMessageSchema, type ChatMessage } from '../../src/contract/socket.ts';
import { chatMessagesTable, conversationsTable } from '../../server/modules/chat/chat.table.ts';
import {
  issueTokens,
  platformAccountId,
  platformStaff,
  userIdsByMobile,
  type Person,
} from '../helpers/chat-fixtures.ts';
import { DEMO, DRIVER, type TestApp } from '../helpers/server.ts';
import { listenOnLoopback, openSocket, type ClientSocket } from '../helpers/sockets.ts';
import { useTestApp } from '../helpers/test-app.ts';

// ---------------------------------------------------------------- parameters

function numberFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name}=${raw} is invalid: expected a number from ${min} to ${max}`);
  }
  return value;
}

const SEED = Math.trunc(
  numberFromEnv('CHAT_MODEL_SEED', Math.floor(Math.random() * 2 ** 31), 0, 2 ** 32 - 1),
);
const TIME_SCALE = numberFromEnv('CHAT_MODEL_TIME_SCALE', 0.1, 0.001, 1);
const STUDENT_TABS = 4;
const STAFF_MEMBERS = 3;
const TABS_PER_STAFF = 2;
const DISCONNECTS = 100;
const DOWNTIME_MIN_MS = 100;
const DOWNTIME_MAX_MS = 30_000;
const UPTIME_MIN_MS = 100;
const UPTIME_MAX_MS = 1_500;
const WRITE_MEAN_MS = 150;
/** A connected client resends an unanswered message after this long (the app's outbox retry). */
const ACK_TIMEOUT_MS = 5_000;
/**
 * After the last reconnect: how long outboxes and live events may go without progress (a busy machine sends
 * more slowly; a stalled client makes none), and the most the whole settling may take.
 */
const SETTLE_MS = 30_000;
const SETTLE_MAX_MS = 240_000;

const CLIENTS = STUDENT_TABS + STAFF_MEMBERS * TABS_PER_STAFF;
const PER_CLIENT = DISCONNECTS / CLIENTS;
// expected model time: per client 10 x (mean uptime + mean log-uniform downtime x scale)
const MEAN_DOWNTIME_MS = (DOWNTIME_MAX_MS - DOWNTIME_MIN_MS) / Math.log(DOWNTIME_MAX_MS / DOWNTIME_MIN_MS);
const TEST_TIMEOUT_MS =
  60_000 + PER_CLIENT * (UPTIME_MAX_MS + DOWNTIME_MAX_MS * TIME_SCALE) * 1.5 + SETTLE_MAX_MS + SETTLE_MS;

// ---------------------------------------------------------------- seeded randomness

/** mulberry32: a small seeded PRNG, [0, 1). */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function uniform(random: () => number, min: number, max: number): number {
  return min + (max - min) * random();
}

function logUniform(random: () => number, min: number, max: number): number {
  return Math.exp(uniform(random, Math.log(min), Math.log(max)));
}

function exponential(random: () => number, mean: number): number {
  return -mean * Math.log(1 - random());
}

/** A version 4 UUID from the PRNG (the contract's clientMsgId is a UUID). */
function uuidFrom(random: () => number): string {
  const bytes = Array.from({ length: 16 }, () => Math.floor(random() * 256));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// ---------------------------------------------------------------- the client model

const DISCONNECT_KINDS = ['transport', 'server', 'mid-send'] as const;
type DisconnectKind = (typeof DISCONNECT_KINDS)[number];

interface Disconnect {
  uptimeMs: number;
  kind: DisconnectKind;
  downtimeMs: number;
}

const sendAnswerSchema = z.union([
  z.object({ code: z.literal(200), data: chatMessageSchema }),
  z.object({ code: z.number(), message: z.string() }),
]);

interface SendBody {
  fromUserId: string;
  toUserId: string;
  message: string;
  msgType: 'text';
  clientMsgId: string;
}

/** POST send as the outbox makes it; the answer, or a throw when none came in time. */
async function postSend(
  url: string,
  token: string,
  body: SendBody,
): Promise<z.infer<typeof sendAnswerSchema>> {
  const response = await fetch(`${url}${API.chat.send}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HEADERS.AUTH]: `${HEADERS.AUTH_PREFIX}${token}`,
      [HEADERS.IDEMPOTENCY]: body.clientMsgId,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ACK_TIMEOUT_MS),
  });
  return sendAnswerSchema.parse(await response.json());
}
const syncAckSchema = z.union([
  z.object({ ok: z.literal(true), data: z.array(chatMessageSchema) }),
  z.object({ ok: z.literal(false), code: z.number(), message: z.string() }),
]);

interface OutboxEntry {
  payload: SendBody;
  attempts: number;
}

/** What a sender knows of one message it wrote. */
interface SentRecord {
  senderId: string;
  clientMsgId: string;
  message: string;
  acks: ChatMessage[];
}

interface Stats {
  syncs: number;
  syncedMessages: number;
  liveEvents: number;
  redundant: number;
  resends: number;
  ackTimeouts: number;
}

class ModelClient {
  socket: ClientSocket;
  readonly outbox: OutboxEntry[] = [];
  readonly sent: SentRecord[] = [];
  /** The conversation as this client holds it, by seq. */
  readonly store = new Map<number, ChatMessage>();
  readonly problems: string[] = [];
  readonly stats: Stats = {
    syncs: 0,
    syncedMessages: 0,
    liveEvents: 0,
    redundant: 0,
    resends: 0,
    ackTimeouts: 0,
  };
  private flushing = false;
  /** Set once the back-fill after the latest connect is done: the outbox flushes only then. */
  private ready = false;
  private written = 0;
  /** mid-send: called right after the next send has left. */
  private afterNextEmit: (() => void) | undefined;

  constructor(
    readonly name: string,
    readonly url: string,
    readonly person: Person,
    /** The fromUserId this client writes as (the student, or the account for staff). */
    readonly fromUserId: string,
    readonly toUserId: string,
    readonly roomCode: string,
  ) {
    this.socket = openSocket(url, { auth: { token: person.token, userId: person.id }, autoConnect: false });
    this.socket.on('connectedsuccess', () => {
      void this.afterConnect();
    });
    this.socket.on('disconnect', () => {
      this.ready = false;
    });
    this.socket.on('chat', (raw) => {
      this.stats.liveEvents += 1;
      this.hold(raw, 'live');
    });
  }

  /** Connects and resolves on `connectedsuccess`. */
  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name}: no connectedsuccess in 10 s`)), 10_000);
      this.socket.once('connectedsuccess', () => {
        clearTimeout(timer);
        resolve();
      });
      this.socket.once('connect_error', (error) => {
        clearTimeout(timer);
        reject(new Error(`${this.name}: connect_error ${error.message}`));
      });
      this.socket.connect();
    });
  }

  /** The highest seq up to which this client holds every message. */
  contiguousSeq(): number {
    let seq = 0;
    while (this.store.has(seq + 1)) seq += 1;
    return seq;
  }

  private hold(raw: unknown, source: string): void {
    const parsed = chatMessageSchema.safeParse(raw);
    if (!parsed.success) {
      this.problems.push(`${this.name}: ${source} message outside the contract: ${parsed.error.message}`);
      return;
    }
    const message = parsed.data;
    if (message.roomCode !== this.roomCode) {
      this.problems.push(
        `${this.name}: ${source} message of another conversation ${String(message.roomCode)}`,
      );
      return;
    }
    const held = this.store.get(message.seq);
    if (!held) {
      this.store.set(message.seq, message);
      return;
    }
    this.stats.redundant += 1;
    if (held.id !== message.id || held.message !== message.message) {
      this.problems.push(
        `${this.name}: seq ${message.seq} held as ${held.id} "${held.message}", ${source} brought ${message.id} "${message.message}"`,
      );
    }
  }

  private async afterConnect(): Promise<void> {
    const socket = this.socket;
    try {
      for (;;) {
        const afterSeq = this.contiguousSeq();
        const raw: unknown = await socket
          .timeout(ACK_TIMEOUT_MS)
          .emitWithAck('chatsync', { roomCode: this.roomCode, afterSeq, limitSize: 100 });
        const ack = syncAckSchema.parse(raw);
        if (!ack.ok) {
          this.problems.push(`${this.name}: chatsync refused: ${ack.code} ${ack.message}`);
          return;
        }
        this.stats.syncs += 1;
        this.stats.syncedMessages += ack.data.length;
        for (const message of ack.data) this.hold(message, 'chatsync');
        if (ack.data.length < 100) break;
      }
    } catch {
      // disconnected (or no answer) during the back-fill: the next connect starts it again
      return;
    }
    if (socket !== this.socket || !socket.connected) return;
    this.ready = true;
    void this.flush();
  }

  /** The user writes a message: into the outbox at once, sent when online. */
  write(random: () => number): void {
    this.written += 1;
    const clientMsgId = uuidFrom(random);
    const message = `${this.name} #${this.written} ${Math.floor(random() * 1e6)}`;
    this.outbox.push({
      payload: {
        fromUserId: this.fromUserId,
        toUserId: this.toUserId,
        message,
        msgType: 'text',
        clientMsgId,
      },
      attempts: 0,
    });
    this.sent.push({ senderId: this.person.id, clientMsgId, message, acks: [] });
    void this.flush();
  }

  /** Sends the outbox in order, one in flight; stops at a disconnect (the next connect resumes). */
  async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.ready && this.socket.connected) {
        const entry = this.outbox[0];
        if (!entry) break;
        entry.attempts += 1;
        if (entry.attempts > 1) this.stats.resends += 1;
        const pending = postSend(this.url, this.person.token, entry.payload);
        const hook = this.afterNextEmit;
        this.afterNextEmit = undefined;
        hook?.();
        let answer: z.infer<typeof sendAnswerSchema>;
        try {
          answer = await pending;
        } catch {
          // no answer in time while connected: send again; disconnected: the next connect resumes
          if (!this.socket.connected) break;
          this.stats.ackTimeouts += 1;
          continue;
        }
        // the network went down while the request was out: its answer never reached the client
        if (!this.socket.connected) break;
        const record = this.sent.find((r) => r.clientMsgId === entry.payload.clientMsgId);
        if (!('data' in answer)) {
          // a refusal leaves the outbox as failed in the app; here it is a failure of the model
          this.problems.push(`${this.name}: chat refused: ${answer.code} ${answer.message}`);
          this.outbox.shift();
          continue;
        }
        record?.acks.push(answer.data);
        this.hold(answer.data, 'ack');
        this.outbox.shift();
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Forces a disconnect of the given kind; resolves once the socket is down. */
  async disconnect(kind: DisconnectKind, app: TestApp['app']): Promise<void> {
    const down = new Promise<void>((resolve) => this.socket.once('disconnect', () => resolve()));
    if (!this.socket.connected) return;
    if (kind === 'server') {
      const serverSide = app.io.sockets.sockets.get(this.socket.id ?? '');
      if (serverSide) serverSide.disconnect(true);
      else this.socket.io.engine.close();
    } else if (kind === 'transport') {
      this.socket.io.engine.close();
    } else {
      // right after the next send leaves (writing waits while the outbox is empty): the server gets the
      // message and its answer arrives after the client is down, so it counts as lost
      await new Promise<void>((resolve) => {
        const fallback = setTimeout(() => {
          this.afterNextEmit = undefined;
          this.socket.io.engine.close();
          resolve();
        }, 5_000);
        this.afterNextEmit = () => {
          clearTimeout(fallback);
          this.socket.io.engine.close();
          resolve();
        };
      });
    }
    await down;
  }

  close(): void {
    this.socket.disconnect();
  }
}

// ---------------------------------------------------------------- the run

const t = useTestApp();
let url: string;
const clients: ModelClient[] = [];

beforeAll(async () => {
  url = await listenOnLoopback(t);
});

afterAll(async () => {
  for (const client of clients) client.close();
});

it(
  `10 clients, 100 forced disconnects, messages from everyone: 0 lost, 0 duplicated, seq 1..N (${DRIVER})`,
  { timeout: TEST_TIMEOUT_MS },
  async () => {
    console.info(
      `chat model: seed ${SEED} (replay: CHAT_MODEL_SEED=${SEED}), time scale ${TIME_SCALE}, ` +
        `downtime ${((DOWNTIME_MIN_MS * TIME_SCALE) / 1000).toFixed(3)} to ${((DOWNTIME_MAX_MS * TIME_SCALE) / 1000).toFixed(1)} s ` +
        `(each client about ${((PER_CLIENT * ((UPTIME_MIN_MS + UPTIME_MAX_MS) / 2 + MEAN_DOWNTIME_MS * TIME_SCALE)) / 1000).toFixed(0)} s), ${DRIVER}`,
    );
    const random = createRandom(SEED);
    const db = t.app.db;
    const now = t.clock.now();

    const studentId = (await userIdsByMobile(db, [DEMO.student])).get(DEMO.student);
    if (!studentId) throw new Error('demo student not seeded');
    const accountId = await platformAccountId(db);
    const staffIds = await platformStaff(db, accountId, STAFF_MEMBERS);
    const [student, ...staff] = await issueTokens(db, [studentId, ...staffIds], now);
    if (!student) throw new Error('no student token');

    // the conversation: the student's first message opens it (seq 1)
    const openingText = '你好，我想咨询留学申请';
    const first = await postSend(url, student.token, {
      fromUserId: studentId,
      toUserId: accountId,
      message: openingText,
      msgType: 'text',
      clientMsgId: uuidFrom(random),
    });
    if (!('data' in first)) throw new Error(`first message refused: ${first.code} ${first.message}`);
    const roomCode = first.data.roomCode;
    if (!roomCode) throw new Error('the stored message has no roomCode');
    // the seed's demo conversation of this student with the platform comes before (seq 1..base)
    const base = first.data.seq - 1;
    const opening: SentRecord = {
      senderId: studentId,
      clientMsgId: first.data.clientMsgId ?? '',
      message: openingText,
      acks: [first.data],
    };

    for (let i = 0; i < STUDENT_TABS; i += 1) {
      clients.push(new ModelClient(`student-${i}`, url, student, studentId, accountId, roomCode));
    }
    staff.forEach((member, m) => {
      for (let tab = 0; tab < TABS_PER_STAFF; tab += 1) {
        clients.push(new ModelClient(`staff${m}-${tab}`, url, member, accountId, studentId, roomCode));
      }
    });
    expect(clients).toHaveLength(CLIENTS);
    await Promise.all(clients.map((client) => client.open()));

    // the schedule, drawn up front from the seed
    const schedules = clients.map(() =>
      Array.from({ length: PER_CLIENT }, (): Disconnect => ({
        uptimeMs: uniform(random, UPTIME_MIN_MS, UPTIME_MAX_MS),
        kind: DISCONNECT_KINDS[Math.floor(random() * DISCONNECT_KINDS.length)] ?? 'transport',
        downtimeMs: logUniform(random, DOWNTIME_MIN_MS, DOWNTIME_MAX_MS) * TIME_SCALE,
      })),
    );
    const writers = clients.map((_, i) => createRandom(SEED + 1 + i));
    const kinds: Record<DisconnectKind, number> = { transport: 0, server: 0, 'mid-send': 0 };
    let disconnects = 0;
    let writing = true;
    const started = Date.now();

    const writeLoops = clients.map(async (client, i) => {
      const writer = writers[i] ?? random;
      while (writing) {
        await sleep(exponential(writer, WRITE_MEAN_MS));
        if (writing) client.write(writer);
      }
    });
    const disconnectLoops = clients.map(async (client, i) => {
      for (const step of schedules[i] ?? []) {
        await sleep(step.uptimeMs);
        await client.disconnect(step.kind, t.app);
        disconnects += 1;
        kinds[step.kind] += 1;
        await sleep(step.downtimeMs);
        await client.open();
      }
    });
    await Promise.all(disconnectLoops);
    writing = false;
    await Promise.all(writeLoops);
    const modelMs = Date.now() - started;

    // settle: outboxes drain, live events arrive (no final back-fill)
    const settleStart = Date.now();
    let progressAt = settleStart;
    let progress = -1;
    let stored: (typeof chatMessagesTable.$inferSelect)[] = [];
    for (;;) {
      stored = await db
        .select()
        .from(chatMessagesTable)
        .where(eq(chatMessagesTable.conversationId, roomCode))
        .orderBy(asc(chatMessagesTable.seq));
      const drained = clients.every((c) => c.outbox.length === 0);
      const converged = clients.every((c) => c.store.size === stored.length);
      if (drained && converged) break;
      const held = stored.length + clients.reduce((sum, c) => sum + c.store.size, 0);
      if (held > progress) [progress, progressAt] = [held, Date.now()];
      if (Date.now() - progressAt > SETTLE_MS || Date.now() - settleStart > SETTLE_MAX_MS) break;
      await sleep(100);
    }
    const [conversation] = await db
      .select({ lastSeq: conversationsTable.lastSeq })
      .from(conversationsTable)
      .where(eq(conversationsTable.id, roomCode));

    const records = [opening, ...clients.flatMap((c) => c.sent)];
    const total = (key: keyof Stats) => clients.reduce((sum, c) => sum + c.stats[key], 0);
    console.info(
      `chat model: ${disconnects} disconnects (${kinds.transport} transport, ${kinds.server} server, ` +
        `${kinds['mid-send']} mid-send) in ${(modelMs / 1000).toFixed(1)} s; ${records.length} messages written, ` +
        `${stored.length - base} stored after the seed's ${base}; ${total('resends')} resends (${total('ackTimeouts')} after an ack timeout), ` +
        `${total('syncs')} back-fills bringing ${total('syncedMessages')} messages, ${total('liveEvents')} live ` +
        `events, ${total('redundant')} redundant deliveries (ack + echo, live + back-fill) merged`,
    );

    // no client saw anything outside the model
    expect(clients.flatMap((c) => c.problems)).toEqual([]);
    expect(disconnects).toBe(DISCONNECTS);
    expect(clients.map((c) => c.outbox.length)).toEqual(clients.map(() => 0));
    // the idempotent resend was exercised: some message was sent more than once
    expect(total('resends')).toBeGreaterThan(0);

    // every written message stored exactly once: 0 lost, 0 duplicated
    const key = (senderId: string, clientMsgId: string | null) => `${senderId}/${String(clientMsgId)}`;
    const storedByKey = new Map<string, (typeof stored)[number][]>();
    for (const row of stored.filter((r) => r.seq > base)) {
      const k = key(row.senderId, row.clientMsgId);
      storedByKey.set(k, [...(storedByKey.get(k) ?? []), row]);
    }
    const lost = records.filter((r) => !storedByKey.has(key(r.senderId, r.clientMsgId)));
    const duplicated = [...storedByKey.entries()].filter(([, rows]) => rows.length > 1).map(([k]) => k);
    const recordKeys = new Set(records.map((r) => key(r.senderId, r.clientMsgId)));
    const unknown = stored.filter(
      (row) => row.seq > base && !recordKeys.has(key(row.senderId, row.clientMsgId)),
    );
    expect({ lost: lost.length, duplicated: duplicated.length, unknown: unknown.length }).toEqual({
      lost: 0,
      duplicated: 0,
      unknown: 0,
    });
    expect(stored).toHaveLength(base + records.length);

    // the sequence: 1..N, strictly increasing, no gap, and the conversation's lastSeq at N
    expect(stored.map((row) => row.seq)).toEqual(stored.map((_, i) => i + 1));
    expect(conversation?.lastSeq).toBe(stored.length);

    // every acknowledgement (first send or resend) is the stored message
    const storedById = new Map(stored.map((row) => [row.id, row]));
    for (const record of records) {
      expect(record.acks.length, `${record.clientMsgId} acknowledged`).toBeGreaterThan(0);
      for (const ack of record.acks) {
        const row = storedById.get(ack.id);
        expect(row, `ack ${ack.id} stored`).toBeDefined();
        expect({
          seq: ack.seq,
          clientMsgId: ack.clientMsgId,
          message: ack.message,
          roomCode: ack.roomCode,
        }).toEqual({
          seq: row?.seq,
          clientMsgId: row?.clientMsgId,
          message: row?.message,
          roomCode: row?.conversationId,
        });
        expect(ack.message).toBe(record.message);
      }
    }

    // every client holds every stored message exactly once (its store is by seq; conflicts were problems)
    const expected = stored.map((row) => `${row.seq}:${row.id}`);
    for (const client of clients) {
      const held = [...client.store.values()].sort((a, b) => a.seq - b.seq).map((m) => `${m.seq}:${m.id}`);
      expect(held, `${client.name} holds the conversation`).toEqual(expected);
    }
  },
);
