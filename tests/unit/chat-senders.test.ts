/**
 * The chat image sender of the outbox: upload (files, ABROAD_CIRCLE, Idempotency-Key), keep the bytes in
 * Cache Storage under the file's URL, then the message.
 */
import { HttpResponse, http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { API } from '@/contract/api';
import { HEADERS } from '@/contract/limits';
import { CHAT_KINDS } from '@/features/chat/state/chat-kinds';
import { sendImageEntry } from '@/features/chat/state/senders';
import type { OutboxEntry } from '@/lib/idb';
import { fetchPrivateFile, PRIVATE_FILES_CACHE, putPrivateFile } from '@/lib/private-file';
import { session } from '@/lib/session';

import { FakeCacheStorage } from '../mocks/cache-storage';
import { message } from '../mocks/chat';
import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';

const FILE_ID = '0b9c7d2e-1f3a-4b5c-8d6e-7f8091a2b3c4';
/** The server's answer for the uploaded photo. */
const UPLOADED = {
  id: FILE_ID,
  fileName: 'photo.png',
  fileType: 'ABROAD_CIRCLE',
  contentType: 'image/png',
  size: 4,
  filePreviewUrl: `/files/${FILE_ID}`,
};

function imageEntry(): OutboxEntry {
  return {
    id: crypto.randomUUID(),
    userId: student.id,
    kind: CHAT_KINDS.IMAGE,
    method: 'POST',
    path: API.upload.one,
    payload: {
      fromUserId: student.id,
      toUserId: 'acc-1',
      image: { name: 'photo.png', type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]).buffer },
    },
    createdAt: 1,
    attempts: 0,
    state: 'pending',
    lastError: null,
    nextAttemptAt: 0,
    needsSender: true,
  };
}

let cacheStorage: FakeCacheStorage;

beforeEach(() => {
  session.token = 'tok-1';
  session.user = student;
  cacheStorage = new FakeCacheStorage();
  vi.stubGlobal('caches', cacheStorage);
});

/** The network is gone: every GET of a file fails; returns how many were tried. */
function offlineFiles(): { gets: number } {
  const seen = { gets: 0 };
  server.use(
    mswHttp.get('/files/:id', () => {
      seen.gets += 1;
      return HttpResponse.error();
    }),
  );
  return seen;
}

async function bytesOf(blob: Blob): Promise<number[]> {
  return [...new Uint8Array(await blob.arrayBuffer())];
}
afterEach(() => {
  session.user = null;
});

describe('chat image sender', () => {
  it('uploads the bytes, then sends the message with the file URL and the entry id as clientMsgId', async () => {
    const seen: {
      upload?: { key: string | null; fileType: unknown; name: string; size: number };
      send?: { key: string | null; body: unknown };
    } = {};
    server.use(
      mswHttp.post(API.upload.one, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('files');
        if (!(file instanceof File)) throw new Error('no file field');
        seen.upload = {
          key: request.headers.get(HEADERS.IDEMPOTENCY),
          fileType: form.get('fileType'),
          name: file.name,
          size: file.size,
        };
        return ok([UPLOADED]);
      }),
      mswHttp.post(API.chat.send, async ({ request }) => {
        const body = (await request.json()) as { clientMsgId: string; message: string };
        seen.send = { key: request.headers.get(HEADERS.IDEMPOTENCY), body };
        return ok(message(4, { msgType: 'image', message: body.message, clientMsgId: body.clientMsgId }));
      }),
    );
    const entry = imageEntry();
    const stored = await sendImageEntry(entry);
    expect(seen.upload).toEqual({ key: entry.id, fileType: 'ABROAD_CIRCLE', name: 'photo.png', size: 4 });
    expect(seen.send?.key).toBeNull();
    expect(seen.send?.body).toEqual({
      fromUserId: student.id,
      toUserId: 'acc-1',
      message: `/files/${FILE_ID}`,
      msgType: 'image',
      clientMsgId: entry.id,
    });
    expect(stored.clientMsgId).toBe(entry.id);
  });

  it('keeps the uploaded bytes in Cache Storage under the file URL: the own image shows offline', async () => {
    server.use(
      mswHttp.post(API.upload.one, () => ok([UPLOADED])),
      mswHttp.post(API.chat.send, async ({ request }) => {
        const body = (await request.json()) as { clientMsgId: string; message: string };
        return ok(message(4, { msgType: 'image', message: body.message, clientMsgId: body.clientMsgId }));
      }),
    );
    await sendImageEntry(imageEntry());
    const cached = await (await caches.open(PRIVATE_FILES_CACHE)).match(`/files/${FILE_ID}`);
    expect(cached?.headers.get('content-type')).toBe('image/png');
    const offline = offlineFiles();
    const shown = await fetchPrivateFile(`/files/${FILE_ID}`);
    expect(await bytesOf(shown)).toEqual([137, 80, 78, 71]);
    expect(offline.gets).toBe(0);
  });

  it('rejects (never retries) an entry whose payload is unreadable', async () => {
    await expect(sendImageEntry({ ...imageEntry(), payload: { fromUserId: 'x' } })).rejects.toMatchObject({
      code: 410,
    });
  });
});

describe('putPrivateFile', () => {
  it('makes fetchPrivateFile answer from the cache, without a download', async () => {
    const offline = offlineFiles();
    const path = '/files/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    await expect(fetchPrivateFile(path)).rejects.toBeDefined();
    expect(offline.gets).toBe(1);
    await putPrivateFile(path, new Blob([new Uint8Array([255, 216, 255])], { type: 'image/jpeg' }));
    const blob = await fetchPrivateFile(path);
    expect(await bytesOf(blob)).toEqual([255, 216, 255]);
    expect(blob.type).toBe('image/jpeg');
    expect(offline.gets).toBe(1);
  });

  it('does nothing (and does not throw) without Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(putPrivateFile('/files/x', new Blob(['x']))).resolves.toBeUndefined();
  });
});
