import { describe, expect, it, vi } from 'vitest';

import { DB_NAME, deleteUserData, getDb, metaDelete, metaGet, metaSet, storageHealth } from '@/lib/idb';

describe('the IndexedDB database', () => {
  it('is called liuxue and has the meta, chatHistory, aiDrafts and outbox stores with their indexes', async () => {
    const db = await getDb();
    expect(db.name).toBe(DB_NAME);
    expect([...db.objectStoreNames].sort()).toEqual(['aiDrafts', 'chatHistory', 'meta', 'outbox']);
    const tx = db.transaction(['chatHistory', 'outbox'], 'readonly');
    expect([...tx.objectStore('chatHistory').indexNames].sort()).toEqual(['byConversation', 'byUserId']);
    expect([...tx.objectStore('outbox').indexNames].sort()).toEqual(['byCreatedAt', 'byUserId']);
    expect(tx.objectStore('outbox').keyPath).toBe('id');
    await tx.done;
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
