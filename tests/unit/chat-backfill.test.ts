/** Back-fill after a reconnect asks after the last seq held without a gap, not after the newest one. */
import { http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { API } from '@/contract/api';
import { backfill, contiguousSeq, resetChat } from '@/features/chat/state/chat-actions';
import { chatState } from '@/features/chat/state/chat-store';
import { session } from '@/lib/session';

import { message, platformFriend } from '../mocks/chat';
import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';

const FRIEND = platformFriend({ lastSeq: 5 });

beforeEach(() => {
  session.token = 'tok-1';
  session.user = student;
  chatState.userId = student.id;
});

afterEach(() => {
  resetChat();
});

describe('contiguousSeq', () => {
  it('is the last seq of the run that starts at the oldest held message', () => {
    expect(contiguousSeq([])).toBe(0);
    expect(contiguousSeq([message(1), message(2), message(3), message(5)])).toBe(3);
    expect(contiguousSeq([message(7), message(8)])).toBe(8);
    expect(contiguousSeq([message(4), message(6)])).toBe(4);
  });
});

describe('backfill', () => {
  it('asks after seq 3 for a conversation holding 1, 2, 3 and 5, and fills the gap', async () => {
    chatState.conversations['room-1'] = {
      roomCode: 'room-1',
      friend: { ...FRIEND },
      selfId: student.id,
      messages: [message(1), message(2), message(3), message(5)],
      hasOlder: false,
      synced: true,
      welcomeAfterSeq: null,
    };
    const asked: unknown[] = [];
    server.use(
      mswHttp.post(API.chat.after, async ({ request }) => {
        asked.push(await request.json());
        return ok([message(4), message(5)]);
      }),
    );
    await backfill();
    expect(asked).toEqual([expect.objectContaining({ roomCode: 'room-1', afterSeq: 3 })]);
    expect(chatState.conversations['room-1']?.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });
});
