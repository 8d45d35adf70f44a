/** The chat store's pure rules: merge by id and (sender, clientMsgId), seq order, what a conversation shows. */
import { describe, expect, it } from 'vitest';

import { CHAT_TEXT } from '@/contract/chat';
import { CHAT_KINDS } from '@/features/chat/state/chat-kinds';
import {
  conversationItems,
  findConversation,
  lastMessageOf,
  mergeMessages,
  selfIdOf,
} from '@/features/chat/state/chat-store';
import type { OutboxEntry } from '@/lib/idb';

import { message, platformFriend } from '../mocks/chat';

const friend = platformFriend();

function entry(id: string, over: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id,
    userId: 'u-1001',
    kind: CHAT_KINDS.TEXT,
    method: 'POST',
    path: '/student/api/chatMessage/sendMessage',
    payload: {
      fromUserId: 'u-1001',
      toUserId: 'acc-1',
      message: `pending ${id}`,
      msgType: 'text',
      clientMsgId: id,
    },
    createdAt: 1,
    attempts: 0,
    state: 'pending',
    lastError: null,
    nextAttemptAt: 0,
    ...over,
  };
}

describe('mergeMessages', () => {
  it('orders by seq whatever the arrival order', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(5), message(4)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps one copy per id (the later one)', () => {
    const merged = mergeMessages([message(1), message(2)], [message(2, { message: 'edited' })]);
    expect(merged).toHaveLength(2);
    expect(merged[1]?.message).toBe('edited');
  });

  it('keeps one copy per sender and clientMsgId even under two ids', () => {
    const first = message(7, { id: 'a', fromUserId: 'u-1001', clientMsgId: 'c-1' });
    const again = message(7, { id: 'b', fromUserId: 'u-1001', clientMsgId: 'c-1' });
    expect(mergeMessages([first], [again]).map((m) => m.id)).toEqual(['b']);
  });

  it('does not merge the same clientMsgId of two senders', () => {
    const mine = message(1, { id: 'a', fromUserId: 'u-1001', clientMsgId: 'c-1' });
    const theirs = message(2, { id: 'b', fromUserId: 'acc-1', clientMsgId: 'c-1' });
    expect(mergeMessages([mine], [theirs])).toHaveLength(2);
  });
});

describe('conversationItems', () => {
  const base = { friend, selfId: 'u-1001', welcomeAfterSeq: null, messages: [message(1)] };

  it('shows pending outbox entries to this peer after the messages, with their state', () => {
    const items = conversationItems(
      base,
      [entry('e-1'), entry('e-2', { state: 'failed', lastError: '非法参数' })],
      null,
    );
    expect(items.map((i) => [i.key, i.delivery])).toEqual([
      ['m-1', 'sent'],
      ['e-1', 'pending'],
      ['e-2', 'failed'],
    ]);
    expect(items[2]?.error).toBe('非法参数');
  });

  it('drops an entry once its stored message (same clientMsgId) is there', () => {
    const stored = message(2, { fromUserId: 'u-1001', toUserId: 'acc-1', clientMsgId: 'e-1' });
    const items = conversationItems({ ...base, messages: [message(1), stored] }, [entry('e-1')], null);
    expect(items.map((i) => i.key)).toEqual(['m-1', 'm-2']);
  });

  it('marks own stored messages sent from this device (sentHere, or still in the outbox) acknowledged', () => {
    const mine = (seq: number, clientMsgId: string | null) =>
      message(seq, { fromUserId: 'u-1001', toUserId: 'acc-1', clientMsgId });
    const items = conversationItems(
      { ...base, messages: [message(1), mine(2, 'c-old'), mine(3, 'c-here'), mine(4, 'e-1'), mine(5, null)] },
      [entry('e-1')],
      null,
      { 'c-here': true },
    );
    expect(items.map((i) => [i.key, i.acknowledged])).toEqual([
      ['m-1', false],
      ['m-2', false],
      ['m-3', true],
      ['m-4', true],
      ['m-5', false],
    ]);
  });

  it('ignores entries to another peer and entries of other kinds', () => {
    const other = entry('e-3', {
      payload: { fromUserId: 'u-1001', toUserId: 'acc-9', message: 'x', msgType: 'text', clientMsgId: 'e-3' },
    });
    const post = entry('e-4', { kind: 'circle.post', payload: { text: 'x' } });
    expect(conversationItems(base, [other, post], null).map((i) => i.key)).toEqual(['m-1']);
  });

  it('opens the conversation with the welcome record, before every message and later reply', () => {
    const items = conversationItems(
      { ...base, welcomeAfterSeq: 1, messages: [message(1), message(2)] },
      [],
      null,
    );
    expect(items.map((i) => i.key)).toEqual(['welcome', 'm-1', 'm-2']);
    expect(items[0]?.message).toBe(CHAT_TEXT.WELCOME);
    const empty = conversationItems({ ...base, welcomeAfterSeq: 0, messages: [] }, [], null);
    expect(empty.map((i) => i.key)).toEqual(['welcome']);
  });
});

describe('lastMessageOf', () => {
  const summary = {
    msgType: 'text' as const,
    message: 'text 1',
    sendTime: '2025-01-01T00:01:00.000Z',
    fromUserId: 'acc-1',
  };
  const base = { friend: { ...friend, lastMessage: summary }, selfId: 'u-1001', messages: [message(1)] };

  it("is the conversation's summary without own sends in the outbox", () => {
    expect(lastMessageOf(base, [])).toEqual(summary);
  });

  it('is the newest own send still in the outbox (pending or failed), at its queue time', () => {
    const at = Date.UTC(2025, 0, 2, 9, 30);
    const last = lastMessageOf(base, [
      entry('e-1', { createdAt: at - 1 }),
      entry('e-2', { createdAt: at, state: 'failed' }),
    ]);
    expect(last).toEqual({
      msgType: 'text',
      message: 'pending e-2',
      sendTime: new Date(at).toISOString(),
      fromUserId: 'u-1001',
    });
  });

  it('ignores entries already stored (same clientMsgId) and entries to another peer', () => {
    const stored = message(2, { fromUserId: 'u-1001', toUserId: 'acc-1', clientMsgId: 'e-1' });
    const other = entry('e-3', {
      payload: { fromUserId: 'u-1001', toUserId: 'acc-9', message: 'x', msgType: 'text', clientMsgId: 'e-3' },
    });
    expect(lastMessageOf({ ...base, messages: [message(1), stored] }, [entry('e-1'), other])).toEqual(
      summary,
    );
  });
});

describe('parties', () => {
  it('a student writes as themselves, staff as the account', () => {
    expect(selfIdOf(friend, 'u-1001')).toBe('u-1001');
    expect(selfIdOf({ ...friend, friendId: 'u-1001', accountId: 'acc-1' }, 'staff-1')).toBe('acc-1');
  });

  it('finds the conversation of a message by roomCode, else by its parties', () => {
    const conversation = {
      roomCode: 'room-1',
      friend,
      selfId: 'u-1001',
      messages: [],
      hasOlder: false,
      synced: true,
      welcomeAfterSeq: null,
    };
    const all = { 'room-1': conversation };
    expect(findConversation(all, { roomCode: 'room-1', fromUserId: 'x', toUserId: 'y' })).toBe(conversation);
    expect(findConversation(all, { roomCode: null, fromUserId: 'acc-1', toUserId: 'u-1001' })).toBe(
      conversation,
    );
    expect(findConversation(all, { roomCode: null, fromUserId: 'acc-2', toUserId: 'u-1001' })).toBeNull();
  });
});
