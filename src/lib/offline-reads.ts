/**
 * The last answer of a personal read kept in IndexedDB (`offlineReads` of src/lib/idb.ts, key
 * `${userId}:${name}`) so that its screen opens without the network: 录取Offer, 基本信息, 我的大学List. Rows
 * are parsed with the contract schema on read (an older app may have written them); a bad row reads as
 * nothing. Logout wipes them.
 */
import type { z } from 'zod';

import { ApiError } from '@/lib/http';
import { getDb, noteStorageError, offlineReadKey } from '@/lib/idb';

export async function saveOfflineRead(userId: string, name: string, data: unknown): Promise<void> {
  try {
    const db = await getDb();
    await db.put('offlineReads', { userId, name, data, savedAt: Date.now() }, offlineReadKey(userId, name));
  } catch (error) {
    noteStorageError(error);
  }
}

export async function readOfflineRead<T>(
  userId: string,
  name: string,
  schema: z.ZodType<T>,
): Promise<{ data: T; savedAt: number } | null> {
  try {
    const db = await getDb();
    const row = await db.get('offlineReads', offlineReadKey(userId, name));
    if (!row) return null;
    const parsed = schema.safeParse(row.data);
    return parsed.success ? { data: parsed.data, savedAt: row.savedAt } : null;
  } catch {
    return null;
  }
}

/**
 * A read with its offline copy: the fresh answer (kept for next time), or, when the network is gone, the last
 * answer kept; any other failure, or no copy, fails as the read did.
 */
export async function withOfflineCopy<T>(
  userId: string,
  name: string,
  schema: z.ZodType<T>,
  load: () => Promise<T>,
): Promise<T> {
  try {
    const data = await load();
    if (userId) await saveOfflineRead(userId, name, data);
    return data;
  } catch (error) {
    if (userId && error instanceof ApiError && error.transient) {
      const copy = await readOfflineRead(userId, name, schema);
      if (copy) return copy.data;
    }
    throw error;
  }
}
