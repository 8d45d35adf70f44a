import { describe, expect, it, vi } from 'vitest';

import { openDB } from 'idb';

import {
  DB_NAME,
  DB_VERSION,
  closeDb,
  deleteUserData,
  getDb,
  metaDelete,
  metaGet,
  metaSet,
  offlineReadKey,
  storageHealth,
} from '@/lib/idb';

describe('the IndexedDB database', () => {
  it('is called liuxue and has the meta, chatHistory, aiDrafts, outbox and offlineReads stores with their indexes', async () => {
    const db = await getDb();
    expect(db.name).toBe(DB_NAME);
    expect([...db.objectStoreNames].sort()).toEqual([
      'aiDrafts',
      'chatHistory',
      'meta',
      'offlineReads',
      'outbox',
    ]);
    const tx = db.transaction(['chatHistory', 'outbox'], 'readonly');
    expect([...tx.objectStore('chatHistory').indexNames].sort()).toEqual(['byConversation', 'byUserId']);
    expect([...tx.objectStore('outbox').indexNames].sort()).toEqual(['byCreatedAt', 'byUserId']);
    expect(tx.objectStore('outbox').keyPath).toBe('id');
    await tx.done;
  });

  it('opening version 2 over a version 1 database keeps its rows and adds offlineReads', async () => {
    await closeDb();
    const old = await openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore('meta');
        const chat = db.createObjectStore('chatHistory', { keyPath: 'id' });
        chat.createIndex('byUserId', 'userId');
        chat.createIndex('byConversation', ['userId', 'peerId']);
        db.createObjectStore('aiDrafts');
        const outbox = db.createObjectStore('outbox', { keyPath: 'id' });
        outbox.createIndex('byCreatedAt', 'createdAt');
        outbox.createIndex('byUserId', 'userId');
      },
    });
    await old.put('aiDrafts', { userId: 'u1', formName: '01', values: { a: 1 }, updatedAt: 1 }, 'u1:01');
    old.close();
    const db = await getDb();
    expect(db.version).toBe(DB_VERSION);
    expect(await db.get('aiDrafts', 'u1:01')).toMatchObject({ values: { a: 1 } });
    await db.put('offlineReads', { userId: 'u1', name: 'x', data: 1, savedAt: 1 }, offlineReadKey('u1', 'x'));
    await deleteUserData('u1');
    expect(await db.get('offlineReads', offlineReadKey('u1', 'x'))).toBeUndefined();
  });

  it('keeps a CryptoKey in meta that still encrypts and decrypts after reading it back', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await metaSet('userInfoKey', key);
    const back = await metaGet('userInfoKey');
    if (!back) throw new Error('the key was not stored');
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const cipher = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      back,
      new TextEncoder().encode('留学'),
    );
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, cipher);
    expect(new TextDecoder().decode(plain)).toBe('留学');
    await metaDelete('userInfoKey');
    await expect(metaGet('userInfoKey')).resolves.toBeUndefined();
  });

  it('deletes only the given user rows and leaves drafts of a user whose id starts the same', async () => {
    const db = await getDb();
    await db.put('aiDrafts', { userId: 'u-1', formName: '01', values: {}, updatedAt: 1 }, 'u-1:01');
    await db.put('aiDrafts', { userId: 'u-1', formName: '02', values: {}, updatedAt: 1 }, 'u-1:02');
    await db.put('aiDrafts', { userId: 'u-10', formName: '01', values: {}, updatedAt: 1 }, 'u-10:01');
    await deleteUserData('u-1');
    expect(await db.getAllKeys('aiDrafts')).toEqual(['u-10:01']);
  });

  it('reports a full quota in storageHealth', async () => {
    await getDb();
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await expect(metaSet('userInfoKey', key)).rejects.toThrow('quota');
    expect(storageHealth.quotaExceeded).toBe(true);
  });
});
