/**
 * The outbox: the sync queue of the user's writes (circle posts, comments, chat sends).
 *
 * What is stored where, and why:
 * - IndexedDB, store `outbox` (src/lib/idb.ts): one OutboxEntry per write, keyed by a client UUID,
 *   with the user id, kind, method, path, payload, attempts, state and the last error. A write is
 *   stored BEFORE anything goes to the network, so a reload, a crash or a closed lid never loses
 *   what the student typed. The stored state is 'pending' or 'failed'; 'sending' lives only in
 *   memory (the one entry in flight), because after a reload an in-flight send has an unknown
 *   outcome and is simply sent again.
 * - Memory, `outboxState` (valtio): the current user's entries and counts for badges and lists,
 *   re-read from IndexedDB after every change. IndexedDB is the only source of truth.
 *
 * Guarantees:
 * - At-least-once delivery: an entry leaves the store only when the server confirms it (code 200).
 *   Every send carries `Idempotency-Key: <entry.id>`; the server stores the first response per
 *   key and returns it for a replay, so a resend after a lost response has one effect: at least
 *   once + idempotency = exactly once.
 * - Order: the user's pending entries are sent in enqueue order (createdAt, made strictly
 *   increasing across the store), one in flight at a time. A retryable failure (network, timeout,
 *   HTTP 5xx, code 420, HTTP 429, a body that is not an envelope) keeps the entry pending and STOPS
 *   the flush, so a later entry is never sent before an earlier pending one.
 * - Nothing is dropped silently: a rejection (410 validation, or another business code) marks
 *   the entry 'failed' with the server's message and keeps it for the user to edit and retry or
 *   discard. A failed entry is set aside: later entries go on. Outbox writes are independent
 *   (two posts, two messages); holding every later post hostage to one invalid post would be
 *   worse for the user. A feature whose writes depend on each other (a comment on a post still in
 *   the outbox) must check for that itself. A retried entry keeps its place (createdAt), so it is
 *   sent before any later pending entry.
 * - Expiry (411): the flush stops; the request client runs the expiry flow, which ends the
 *   session and deletes the user's rows (deleteUserData), outbox included.
 * - A confirmation belongs to the session that sent it: when the session ends (logout, expiry, another
 *   tab's logout) or the outbox stops while a request is out, its answer still removes the entry but is
 *   not announced to onOutboxSent listeners. Their stores (circle, chat, Q&A) were reset at the session
 *   end; without this, the old user's post or message would land in the next user's screens.
 *
 * Backoff: after the n-th retryable failure the next automatic attempt is due after
 * min(60 s, 1 s * 2^(n-1)), with equal jitter (between half and all of it): 1 s, 2 s, 4 s ... 60 s.
 * Until then the entry and everything behind it wait (enqueue does not resend it); a timer
 * flushes at that moment. The triggers that mean the network may be back (app start, `online`,
 * socket reconnect, the service worker's sync, the user's retry) send at once: flush({ immediate }).
 *
 * Concurrency: one flush at a time per tab (single flight: a trigger during a flush makes it run
 * once more), and one tab at a time through the Web Locks API (`navigator.locks`, lock 'outbox')
 * where available. Without it two tabs may both send an entry; idempotency keeps it one effect.
 *
 * Service worker contract (sw/ implements the other side):
 * - On enqueue, where `navigator.serviceWorker` and `SyncManager` exist, the page registers a
 *   background sync with tag OUTBOX_SYNC_TAG = 'outbox-sync'.
 * - On its `sync` event with that tag, the service worker posts the message
 *   `{ type: 'OUTBOX_SYNC' }` (OUTBOX_SYNC_MESSAGE) to its window clients
 *   (`clients.matchAll({ type: 'window', includeUncontrolled: true })`). A page receiving it
 *   flushes. The service worker sends nothing itself: the token and entries belong to the page;
 *   with no page open, the next app start flushes.
 *
 * Per-kind senders (registerOutboxSender): by default an entry is one JSON request (method, path,
 * payload, `Idempotency-Key: <entry.id>`). A kind whose write is not one JSON request (a chat image:
 * an upload, then the message) registers a sender `(entry) => Promise<data>`; its result is what
 * onOutboxSent receives, and what it throws is classified like a request error (an ApiError
 * rejection marks the entry failed, anything retryable keeps it pending and stops the flush), so
 * order, retry and the "leaves only when confirmed" rule hold for custom senders too. An entry
 * enqueued with `needsSender: true` is never sent by the default request: until its kind's sender
 * is registered (feature code loads after the first flush), the flush stops at it, keeping the
 * order; registering the sender flushes again.
 */
import { OUTBOX_SYNC_TAG, SW_MESSAGES } from '@/contract/pwa';
import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { z } from 'zod';

import { HEADERS } from '@/contract/limits';
import { RESULT_CODE } from '@/contract/result-codes';

import { ApiError, request } from './http';
import { getDb, noteStorageError, type OutboxEntry, type OutboxMethod } from './idb';
import { serviceWorkerContainer } from './pwa';
import { onSessionEnd, session } from './session';
import { onSocketEvent } from './socket';

export type { OutboxEntry, OutboxMethod, OutboxState } from './idb';

/** Shared with the service worker through src/contract/pwa.ts. */
export { OUTBOX_SYNC_TAG };
export const OUTBOX_SYNC_MESSAGE = { type: SW_MESSAGES.OUTBOX_SYNC } as const;
export const OUTBOX_LOCK = 'outbox';
export const OUTBOX_BACKOFF_BASE_MS = 1_000;
export const OUTBOX_BACKOFF_MAX_MS = 60_000;

export interface OutboxSnapshot {
  /** Entries waiting to be sent, the one in flight included. */
  pending: number;
  /** Entries the server rejected, waiting for the user to edit or discard them. */
  failed: number;
  /** True while an entry is in flight. */
  sending: boolean;
  /** The current user's entries in send order. */
  items: OutboxEntry[];
}

export const outboxState = proxy<OutboxSnapshot>({ pending: 0, failed: 0, sending: false, items: [] });

// --- clock (replaceable in tests) ----------------------------------------------------------------

export interface OutboxClock {
  now: () => number;
  /** A number in [0, 1), for the jitter. */
  random: () => number;
  /** Runs fn after ms; returns the cancel function. */
  schedule: (fn: () => void, ms: number) => () => void;
}

const defaultClock: OutboxClock = {
  now: () => Date.now(),
  random: () => Math.random(),
  schedule: (fn, ms) => {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
};

let clock: OutboxClock = defaultClock;

/** Replaces the clock, the randomness or the timer (tests); what is left out is the default. */
export function configureOutbox(overrides: Partial<OutboxClock> = {}): void {
  clock = { ...defaultClock, ...overrides };
}

/** The delay before the next automatic attempt after `attempts` failed ones (1, 2, 3 ...). */
export function backoffDelay(attempts: number, random: () => number = clock.random): number {
  const base = Math.min(OUTBOX_BACKOFF_MAX_MS, OUTBOX_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base / 2 + (random() * base) / 2);
}

// --- kinds -----------------------------------------------------------------------------------------

type SentListener = (entry: OutboxEntry, data: unknown) => void;
const sentListeners = new Map<string, Set<SentListener>>();

/**
 * Called when the server confirmed an entry of this kind, with the response data (for example
 * the id of the created post). Returns the unsubscribe function.
 */
export function onOutboxSent(kind: string, listener: SentListener): () => void {
  let set = sentListeners.get(kind);
  if (!set) {
    set = new Set();
    sentListeners.set(kind, set);
  }
  set.add(listener);
  return () => {
    sentListeners.get(kind)?.delete(listener);
  };
}

function notifySent(entry: OutboxEntry, data: unknown): void {
  for (const listener of [...(sentListeners.get(entry.kind) ?? [])]) {
    try {
      listener(entry, data);
    } catch (error) {
      console.error(`an outbox listener of ${entry.kind} failed`, error);
    }
  }
}

// --- per-kind senders ----------------------------------------------------------------------------

/**
 * Sends one entry and resolves with the server's data; throws an ApiError (from src/lib/http.ts) or
 * any other error, classified like the default request's. A sender makes its requests `silent` and
 * keeps them idempotent: it may run again for the same entry after a lost answer.
 */
export type OutboxSender = (entry: OutboxEntry) => Promise<unknown>;

const senders = new Map<string, OutboxSender>();

/**
 * Registers the sender of a kind (replacing an earlier one) and flushes, so entries that waited for
 * it go out. Returns the unregister function.
 */
export function registerOutboxSender(kind: string, sender: OutboxSender): () => void {
  senders.set(kind, sender);
  void flush({ immediate: true });
  return () => {
    if (senders.get(kind) === sender) senders.delete(kind);
  };
}

/** The default sender: one JSON request with the entry id as Idempotency-Key. */
function requestSender(entry: OutboxEntry): Promise<unknown> {
  return request(entry.method, entry.path, z.unknown(), {
    body: entry.payload,
    headers: { [HEADERS.IDEMPOTENCY]: entry.id },
    silent: true,
  });
}

// --- storage -------------------------------------------------------------------------------------

async function readEntries(userId: string): Promise<OutboxEntry[]> {
  const db = await getDb();
  const rows = await db.getAllFromIndex('outbox', 'byUserId', userId);
  return rows.sort((a, b) => a.createdAt - b.createdAt);
}

/** Applies change to the stored entry when it still exists: a discarded or wiped entry stays gone. */
async function updateEntry(id: string, change: (entry: OutboxEntry) => OutboxEntry): Promise<boolean> {
  const db = await getDb();
  const tx = db.transaction('outbox', 'readwrite');
  const current = await tx.store.get(id);
  if (current) await tx.store.put(change(current));
  await tx.done;
  return current !== undefined;
}

async function deleteEntry(id: string): Promise<void> {
  const db = await getDb();
  await db.delete('outbox', id);
}

// --- state -----------------------------------------------------------------------------------------

let sendingId: string | null = null;
let refreshes = 0;

/** Re-reads the current user's entries into outboxState (the latest read wins). */
async function refresh(): Promise<void> {
  const ticket = ++refreshes;
  const userId = session.user?.id;
  const items = userId ? await readEntries(userId) : [];
  if (ticket !== refreshes) return;
  outboxState.items = items.map((e) => (e.id === sendingId ? { ...e, state: 'sending' } : e));
  outboxState.pending = items.filter((e) => e.state !== 'failed').length;
  outboxState.failed = items.filter((e) => e.state === 'failed').length;
  outboxState.sending = sendingId !== null;
}

function resetState(): void {
  refreshes++;
  outboxState.items = [];
  outboxState.pending = 0;
  outboxState.failed = 0;
  outboxState.sending = false;
}

// --- API ---------------------------------------------------------------------------------------

export interface EnqueueInput {
  kind: string;
  method: OutboxMethod;
  path: string;
  payload: unknown;
  /**
   * The entry id, when the payload must carry it (a chat message's clientMsgId): a fresh UUID from
   * crypto.randomUUID(). Without it enqueue makes one.
   */
  id?: string;
  /** Only a registered sender of this kind may send it (see registerOutboxSender). */
  needsSender?: boolean;
  /** The id of an earlier entry that must reach the server first (see the header: dependsOn). */
  dependsOn?: string;
}

/**
 * Stores the write for the current user, then starts a flush (not awaited) and returns the entry.
 * Rejects when nobody is logged in or IndexedDB refuses the write (a full quota is also noted
 * in storageHealth): the caller keeps the user's input and says so.
 */
export async function enqueue(input: EnqueueInput): Promise<OutboxEntry> {
  const userId = session.user?.id;
  if (!userId) throw new Error('the outbox needs a logged-in user');
  const db = await getDb();
  let entry: OutboxEntry;
  try {
    const tx = db.transaction('outbox', 'readwrite');
    // The newest entry of the store, in the same transaction: createdAt stays strictly increasing
    // even for two writes in one millisecond or from two tabs.
    const last = await tx.store.index('byCreatedAt').openCursor(null, 'prev');
    const now = clock.now();
    entry = {
      id: input.id ?? crypto.randomUUID(),
      userId,
      kind: input.kind,
      method: input.method,
      path: input.path,
      payload: input.payload,
      createdAt: Math.max(now, (last?.value.createdAt ?? -Infinity) + 1),
      attempts: 0,
      state: 'pending',
      lastError: null,
      nextAttemptAt: now,
      ...(input.needsSender ? { needsSender: true } : {}),
      ...(input.dependsOn ? { dependsOn: input.dependsOn } : {}),
    };
    await tx.store.add(entry);
    await tx.done;
  } catch (error) {
    throw noteStorageError(error);
  }
  registerBackgroundSync();
  void refresh();
  void flush();
  return entry;
}

/** Queues DELETE `{collection}/{id}` with no body: the user's deletion of a row of their own. */
export function enqueueDelete(kind: string, collection: string, id: string): Promise<OutboxEntry> {
  return enqueue({
    kind,
    method: 'DELETE',
    path: `${collection}/${encodeURIComponent(id)}`,
    payload: undefined,
  });
}

/** The current user's entries in send order, for lists (the one in flight says 'sending'). */
export async function entries(): Promise<OutboxEntry[]> {
  const userId = session.user?.id;
  if (!userId) return [];
  const rows = await readEntries(userId);
  return rows.map((e) => (e.id === sendingId ? { ...e, state: 'sending' } : e));
}

/**
 * Puts a failed entry back in the queue, optionally with an edited payload. It keeps its id, so
 * the same Idempotency-Key goes with the new body, and its place in the order.
 * Returns false when there is no failed entry with this id.
 */
export async function retry(id: string, payload?: unknown): Promise<boolean> {
  const userId = session.user?.id;
  if (!userId) return false;
  let changed = false;
  await updateEntry(id, (entry) => {
    if (entry.userId !== userId || entry.state !== 'failed') return entry;
    changed = true;
    return {
      ...entry,
      payload: payload === undefined ? entry.payload : payload,
      state: 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: clock.now(),
    };
  });
  await refresh();
  if (changed) void flush();
  return changed;
}

/**
 * Removes an entry at the user's request, with the entries that depend on it (transitively). An
 * entry already in flight may still reach the server: discarding stops further attempts, it cannot
 * recall a request that left.
 */
export async function discard(id: string): Promise<void> {
  const userId = session.user?.id;
  if (!userId) return;
  const db = await getDb();
  const tx = db.transaction('outbox', 'readwrite');
  const entry = await tx.store.get(id);
  if (entry?.userId === userId) {
    const rows = await tx.store.index('byUserId').getAll(userId);
    const gone = new Set([id]);
    // Entries are in createdAt order and depend only on earlier ones: one pass finds the chain.
    for (const row of rows.sort((a, b) => a.createdAt - b.createdAt)) {
      if (row.dependsOn && gone.has(row.dependsOn)) gone.add(row.id);
    }
    for (const goneId of gone) await tx.store.delete(goneId);
  }
  await tx.done;
  await refresh();
}

// --- flush -------------------------------------------------------------------------------------

/** Bumped when the session ends or the outbox stops: a running flush stops after its request. */
let generation = 0;
let running: Promise<void> | null = null;
let again: { immediate: boolean } | null = null;
let cancelTimer: (() => void) | null = null;

export interface FlushOptions {
  /**
   * Send the first pending entry even if its backoff has not passed: the triggers that mean the
   * network may be back (app start, `online`, socket reconnect, service worker sync, retry) use it.
   */
  immediate?: boolean;
}

/**
 * Sends the current user's pending entries in order, one at a time, until the queue is empty,
 * an attempt fails and must wait, or the next entry's backoff has not passed (then a timer
 * flushes when it has). A call during a flush makes the flush run once more and returns its
 * promise. Never rejects.
 */
export function flush(options: FlushOptions = {}): Promise<void> {
  const immediate = options.immediate ?? false;
  if (running) {
    again = { immediate: immediate || (again?.immediate ?? false) };
    return running;
  }
  running = (async () => {
    try {
      let next: { immediate: boolean } | null = { immediate };
      while (next) {
        again = null;
        const run = next;
        await withLock(() => drain(run.immediate));
        next = again;
      }
    } catch (error) {
      console.error('the outbox flush failed', error);
    } finally {
      running = null;
    }
  })();
  return running;
}

async function withLock(fn: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') {
    await locks.request(OUTBOX_LOCK, fn);
  } else {
    await fn();
  }
}

type Outcome =
  | { kind: 'sent'; data: unknown }
  | { kind: 'retry'; message: string }
  | { kind: 'rejected'; message: string }
  | { kind: 'expired' };

function classify(error: unknown): Outcome {
  if (!(error instanceof ApiError)) {
    return { kind: 'retry', message: error instanceof Error ? error.message : String(error) };
  }
  if (error.code === RESULT_CODE.EXPIRED) return { kind: 'expired' };
  // A negative code never came from a server envelope: timeout, network, or a body that is not
  // an envelope (a proxy's error page). The server may not have seen the request: send again.
  const retryable =
    error.code < 0 ||
    error.code === RESULT_CODE.EXCEPTION ||
    // 409: the server is still running the first delivery of this key (another tab); its answer will
    // be replayed to a later try
    (error.status !== null && (error.status >= 500 || error.status === 429 || error.status === 409));
  return { kind: retryable ? 'retry' : 'rejected', message: error.message };
}

async function send(entry: OutboxEntry, sender: OutboxSender): Promise<Outcome> {
  try {
    const data = await sender(entry);
    return { kind: 'sent', data };
  } catch (error) {
    return classify(error);
  }
}

async function drain(immediate: boolean): Promise<void> {
  const gen = generation;
  const userId = session.user?.id;
  if (!userId) return;
  clearTimer();
  let first = true;
  for (;;) {
    if (gen !== generation || session.user?.id !== userId) return;
    const rows = await readEntries(userId);
    const held = new Set(rows.map((e) => e.id));
    // An entry whose dependency is still held waits: a pending dependency is earlier and goes first (it
    // is found before it), a failed one waits for the user's retry or discard.
    const next = rows.find((e) => e.state === 'pending' && !(e.dependsOn && held.has(e.dependsOn)));
    if (!next) {
      await refresh();
      return;
    }
    if (!(first && immediate) && next.nextAttemptAt > clock.now()) {
      // Still backing off: later entries wait behind it (order), the timer comes back for it.
      await refresh();
      scheduleAt(next.nextAttemptAt);
      return;
    }
    const sender = senders.get(next.kind) ?? (next.needsSender ? null : requestSender);
    if (!sender) {
      // Its sender is not registered yet: everything behind it waits; registration flushes again.
      await refresh();
      return;
    }
    first = false;
    sendingId = next.id;
    await refresh();
    let outcome: Outcome;
    try {
      outcome = await send(next, sender);
    } finally {
      sendingId = null;
    }
    switch (outcome.kind) {
      case 'sent':
        await deleteEntry(next.id);
        // The session ended (or the outbox stopped) while the request was out: the stores the answer would
        // feed were reset for the next user, so it is not announced. The server has it (the entry goes).
        if (gen !== generation || session.user?.id !== userId) return;
        notifySent(next, outcome.data);
        break;
      case 'rejected':
        await updateEntry(next.id, (e) => ({
          ...e,
          state: 'failed',
          attempts: e.attempts + 1,
          lastError: outcome.message,
        }));
        break;
      case 'retry': {
        const attempts = next.attempts + 1;
        const nextAttemptAt = clock.now() + backoffDelay(attempts);
        const kept = await updateEntry(next.id, (e) => ({
          ...e,
          attempts: e.attempts + 1,
          lastError: outcome.message,
          nextAttemptAt,
        }));
        await refresh();
        if (kept && gen === generation) scheduleAt(nextAttemptAt);
        return;
      }
      case 'expired':
        await refresh();
        return;
    }
  }
}

function clearTimer(): void {
  cancelTimer?.();
  cancelTimer = null;
}

function scheduleAt(at: number): void {
  clearTimer();
  cancelTimer = clock.schedule(
    () => {
      cancelTimer = null;
      void flush();
    },
    Math.max(0, at - clock.now()),
  );
}

// --- triggers ------------------------------------------------------------------------------------

interface SyncCapableRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

/** Asks the service worker for a background sync, where the browser has one. Never throws. */
function registerBackgroundSync(): void {
  const container = serviceWorkerContainer();
  if (!container || !('SyncManager' in window)) return;
  container.ready
    .then((registration: ServiceWorkerRegistration & SyncCapableRegistration) =>
      registration.sync?.register(OUTBOX_SYNC_TAG),
    )
    .catch((error: unknown) => console.warn('could not register the outbox background sync', error));
}

function isSyncMessage(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && 'type' in data && data.type === OUTBOX_SYNC_MESSAGE.type
  );
}

let unwire: (() => void) | null = null;

/**
 * Wires the replay triggers (once) and flushes: app start, `online`, socket reconnect, the
 * service worker's sync message and a change of the logged-in user. Call it at app start;
 * calling it again only flushes. Returns stopOutbox.
 */
export function startOutbox(): () => void {
  if (!unwire) {
    const onFlushTrigger = () => void flush({ immediate: true });
    const onMessage = (event: MessageEvent) => {
      if (isSyncMessage(event.data)) void flush({ immediate: true });
    };
    const offs: (() => void)[] = [];
    window.addEventListener('online', onFlushTrigger);
    offs.push(() => window.removeEventListener('online', onFlushTrigger));
    offs.push(onSocketEvent('connect', onFlushTrigger));
    const container = serviceWorkerContainer();
    if (container) {
      container.addEventListener('message', onMessage);
      offs.push(() => container.removeEventListener('message', onMessage));
    }
    offs.push(
      subscribeKey(session, 'user', (user) => {
        if (!user) return;
        void refresh();
        void flush({ immediate: true });
      }),
    );
    unwire = () => offs.forEach((off) => off());
  }
  void refresh();
  void flush({ immediate: true });
  return stopOutbox;
}

/** Unwires the triggers, cancels the timer, stops a running flush after its request, clears outboxState. */
export function stopOutbox(): void {
  unwire?.();
  unwire = null;
  halt();
}

function halt(): void {
  generation++;
  clearTimer();
  resetState();
}

// The session ends (logout, expiry): stop sending and forget the in-memory view. The user's rows
// are deleted with the rest of their IndexedDB data by clearSession (deleteUserData).
onSessionEnd(halt);
