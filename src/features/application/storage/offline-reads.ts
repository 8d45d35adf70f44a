/**
 * The last offers and exchange rates the student loaded, kept in IndexedDB (`offlineReads` of src/lib/idb.ts,
 * key `${userId}:${name}`) so 录取Offer opens without the network. Rows are parsed with the contract schema
 * on read (an older app may have written them); a bad row reads as nothing. Logout wipes them.
 */
import type { z } from 'zod';

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
