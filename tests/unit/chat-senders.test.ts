/** The chat image sender of the outbox: upload (files, ABROAD_CIRCLE, Idempotency-Key), then the message. */
import { http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import { HEADERS } from '@/contract/limits';
import { CHAT_KINDS } from '@/features/chat/state/chat-kinds';
import { sendImageEntry } from '@/features/chat/state/senders';
import type { OutboxEntry } from '@/lib/idb';
import { session } from '@/lib/session';

import { message } from '../mocks/chat';
import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';

const FILE_ID = '0b9c7d2e-1f3a-4b5c-8d6e-7f8091a2b3c4';

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

beforeEach(() => {
  session.token = 'tok-1';
  session.user = student;
});
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
        return ok([
          {
            id: FILE_ID,
            fileName: 'photo.png',
            fileType: 'ABROAD_CIRCLE',
            contentType: 'image/png',
            size: 4,
            filePreviewUrl: `/files/${FILE_ID}`,
          },
        ]);
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

  it('rejects (never retries) an entry whose payload is unreadable', async () => {
    await expect(sendImageEntry({ ...imageEntry(), payload: { fromUserId: 'x' } })).rejects.toMatchObject({
      code: 410,
    });
  });
});
