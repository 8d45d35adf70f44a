/**
 * The one IndexedDB database of the app, `liuxue`, and the only importer of `idb`.
 *
 * What is stored where, and why:
 * - `meta` (out-of-line string keys): small values that must not sit in localStorage. Today only
 *   `userInfoKey`, the non-extractable AES-GCM CryptoKey that encrypts the user info kept in
 *   localStorage (src/lib/storage.ts). IndexedDB can hold a CryptoKey object by structured clone,
 *   so the raw key bytes are never readable by scripts; localStorage could only hold a string.
 * - `chatHistory` (keyPath `id`, indexes `byUserId`, `byConversation`): chat messages kept for
 *   offline reading and back-fill after reconnect. `id` is `${userId}:${messageId}` so two accounts
 *   on one browser never overwrite each other's copy.
 *   The chat slice also keeps one header row per conversation there (id `${userId}:conversation:{roomCode}`,
 *   seq 0; src/features/chat/storage/chat-history.ts), so a conversation opens offline.
 * - `aiDrafts` (out-of-line key `${userId}:${formName}`): unsent AI school-selection forms, so a
 *   reload or going offline does not lose what the student typed.
 * - `outbox` (keyPath `id` = the client UUID, indexes `byCreatedAt`, `byUserId`): writes waiting
 *   for the server (circle posts, comments, chat sends), replayed in creation order by
 *   src/lib/outbox.ts, which documents the delivery guarantees.
 *
 * - `offlineReads` (out-of-line key `${userId}:${name}`, version 2): the last answer of a read kept for
 *   reading offline (the offers and exchange rates, 基本信息 and 我的大学List of the personal space:
 *   src/lib/offline-reads.ts); each feature parses `data` with its contract schema on read.
 *
 * Payloads (`message`, `values`, `body`, `data`) are typed `unknown` here: each feature parses them with
 * its contract schema when it reads them back, because rows may have been written by an older
 * version of the app.
 *
 * Logout and expiry wipe the user's rows (deleteUserData). A full quota (QuotaExceededError) is
 * surfaced as state in `storageHealth` instead of being swallowed.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { proxy } from 'valtio';

export const DB_NAME = 'liuxue';
export const DB_VERSION = 2;

/** Typed values of the `meta` store. */
export interface MetaValues {
  userInfoKey: CryptoKey;
}
export type MetaKey = keyof MetaValues;

export interface ChatHistoryRecord {
  /** `${userId}:${messageId}`, see chatHistoryId. */
  id: string;
  /** The owner of this copy (the logged-in user). */
  userId: string;
  /** The other party of the conversation. */
  peerId: string;
  /** Server sequence within the conversation (back-fill resumes after the highest one). */
  seq: number;
  /** The message as received, parsed by the chat slice on read. */
  message: unknown;
}

export interface AiDraftRecord {
  userId: string;
  /** '01' undergraduate, '02' master's, or 'short' for the header variant. */
  formName: string;
  values: unknown;
  updatedAt: number;
}

/**
 * Where an outbox entry is. 'sending' is never written to the store: it marks the one entry in
 * flight in the in-memory view (outboxState.items). A stored entry is 'pending' or 'failed'.
 */
export type OutboxState = 'pending' | 'sending' | 'failed';
/** The earlier name of OutboxState, kept for existing imports. */
export type OutboxStatus = OutboxState;
export type OutboxMethod = 'POST' | 'PUT' | 'DELETE';

/** One write waiting for the server (src/lib/outbox.ts). */
export interface OutboxEntry {
  /** Client UUID: sent as Idempotency-Key (REST) or as the client message id (chat). */
  id: string;
  userId: string;
  /** What kind of write this is, registered by the feature: 'circle.post', 'circle.comment', 'chat.send'. */
  kind: string;
  method: OutboxMethod;
  /** The API path the entry is sent to. */
  path: string;
  /** The request body, parsed by the feature when it reads the entry back. */
  payload: unknown;
  /** Enqueue time in ms, made strictly increasing across the store so it also gives the order. */
  createdAt: number;
  attempts: number;
  state: OutboxState;
  /** Why the last attempt did not go through; for a failed entry, the server's message (shown to the user). */
  lastError: string | null;
  /** When the next automatic retry is due (ms); explicit triggers (online, reconnect) send sooner. */
  nextAttemptAt: number;
  /** Sent only by the sender registered for its kind (src/lib/outbox.ts registerOutboxSender). */
  needsSender?: boolean;
  /**
   * The id of an earlier entry this one needs on the server first (a comment on a post still in the
   * outbox): while that entry is in the store (pending or failed) this one is not sent, and discarding it
   * discards this one too.
   */
  dependsOn?: string;
}

/** The last answer of a read, kept for offline reading. */
export interface OfflineReadRecord {
  userId: string;
  /** What was read, e.g. 'offers', 'rates'. */
  name: string;
  data: unknown;
  savedAt: number;
}

interface AppDB extends DBSchema {
  meta: { key: string; value: MetaValues[MetaKey] };
  chatHistory: {
    key: string;
    value: ChatHistoryRecord;
    indexes: { byUserId: string; byConversation: [string, string] };
  };
  aiDrafts: { key: string; value: AiDraftRecord };
  outbox: { key: string; value: OutboxEntry; indexes: { byCreatedAt: number; byUserId: string } };
  offlineReads: { key: string; value: OfflineReadRecord };
}

export type AppDatabase = IDBPDatabase<AppDB>;

/** Storage health, read by the UI to tell the user when the device is out of space. */
export const storageHealth = proxy<{ quotaExceeded: boolean }>({ quotaExceeded: false });

/** QuotaExceededError (and Firefox's older name for it), from IndexedDB or localStorage. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('name' in error)) return false;
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** Records a quota error in storageHealth and returns the error for rethrowing. */
export function noteStorageError(error: unknown): unknown {
  if (isQuotaError(error)) storageHealth.quotaExceeded = true;
  return error;
}

let dbPromise: Promise<AppDatabase> | null = null;

export function getDb(): Promise<AppDatabase> {
  dbPromise ??= openDB<AppDB>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      // One step per version; never edit a released step, add the next one.
      if (oldVersion < 1) {
        db.createObjectStore('meta');
        const chat = db.createObjectStore('chatHistory', { keyPath: 'id' });
        chat.createIndex('byUserId', 'userId');
        chat.createIndex('byConversation', ['userId', 'peerId']);
        db.createObjectStore('aiDrafts');
        const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
        outbox.createIndex('byCreatedAt', 'createdAt');
        outbox.createIndex('byUserId', 'userId');
      }
      if (oldVersion < 2) {
        // keeps every store of version 1 and its rows
        db.createObjectStore('offlineReads');
      }
    },
    blocking() {
      // Another tab wants a newer version: step aside, the next getDb() reopens.
      void closeDb();
    },
    terminated() {
      dbPromise = null;
    },
  }).catch((error: unknown) => {
    dbPromise = null;
    throw noteStorageError(error);
  });
  return dbPromise;
}

export async function closeDb(): Promise<void> {
  const pending = dbPromise;
  dbPromise = null;
  if (pending) (await pending.catch(() => null))?.close();
}

export function chatHistoryId(userId: string, messageId: string): string {
  return `${userId}:${messageId}`;
}

export function aiDraftKey(userId: string, formName: string): string {
  return `${userId}:${formName}`;
}

export async function metaGet<K extends MetaKey>(key: K): Promise<MetaValues[K] | undefined> {
  const db = await getDb();
  // The store holds MetaValues[K] under key K: metaSet is the only writer.
  return (await db.get('meta', key)) as MetaValues[K] | undefined;
}

export async function metaSet<K extends MetaKey>(key: K, value: MetaValues[K]): Promise<void> {
  const db = await getDb();
  try {
    await db.put('meta', value, key);
  } catch (error) {
    throw noteStorageError(error);
  }
}

export async function metaDelete(key: MetaKey): Promise<void> {
  const db = await getDb();
  await db.delete('meta', key);
}

export function offlineReadKey(userId: string, name: string): string {
  return `${userId}:${name}`;
}

/** Deletes the user's chat history, AI drafts, outbox entries and offline reads in one transaction. */
export async function deleteUserData(userId: string): Promise<void> {
  const db = await getDb();
  const tx = db.transaction(['chatHistory', 'aiDrafts', 'outbox', 'offlineReads'], 'readwrite');
  const chatKeys = await tx.objectStore('chatHistory').index('byUserId').getAllKeys(userId);
  const outboxKeys = await tx.objectStore('outbox').index('byUserId').getAllKeys(userId);
  await Promise.all([
    ...chatKeys.map((key) => tx.objectStore('chatHistory').delete(key)),
    ...outboxKeys.map((key) => tx.objectStore('outbox').delete(key)),
    // Draft keys start with `${userId}:`; '\uffff' sorts after every form name.
    tx.objectStore('aiDrafts').delete(IDBKeyRange.bound(`${userId}:`, `${userId}:\uffff`)),
    tx.objectStore('offlineReads').delete(IDBKeyRange.bound(`${userId}:`, `${userId}:\uffff`)),
    tx.done,
  ]);
}
