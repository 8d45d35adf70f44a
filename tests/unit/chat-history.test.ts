/** Chat history in IndexedDB: readable after a restart, newest OFFLINE_KEEP per conversation, wiped at logout. */
import { describe, expect, it } from 'vitest';

import { CHAT_LIMITS, type ChatFriend } from '@/contract/chat';
import { loadHistory, saveConversation, saveMessages } from '@/features/chat/storage/chat-history';
import { closeDb, deleteUserData } from '@/lib/idb';

import { message, platformFriend } from '../mocks/chat';

const friend = platformFriend({ orgNameCn: '留学平台', lastSeq: 3 });

describe('chat history', () => {
  it('gives back the conversations and their messages in seq order after the database is reopened', async () => {
    await saveConversation('u-1001', friend);
    await saveMessages('u-1001', friend, [message(3), message(1), message(2)]);
    await closeDb();
    const stored = await loadHistory('u-1001');
    expect([...stored.keys()]).toEqual(['room-1']);
    expect(stored.get('room-1')?.friend.orgNameCn).toBe('留学平台');
    expect(stored.get('room-1')?.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('keeps the newest OFFLINE_KEEP messages of each conversation', async () => {
    const other: ChatFriend = { ...friend, conversationId: 'room-2', friendId: 'acc-2', accountId: 'acc-2' };
    await saveConversation('u-1001', friend);
    await saveConversation('u-1001', other);
    const many = Array.from({ length: CHAT_LIMITS.OFFLINE_KEEP + 5 }, (_, i) => message(i + 1));
    await saveMessages('u-1001', friend, many);
    await saveMessages('u-1001', other, [message(1, { id: 'o-1', roomCode: 'room-2', fromUserId: 'acc-2' })]);
    const stored = await loadHistory('u-1001');
    const kept = stored.get('room-1')?.messages ?? [];
    expect(kept).toHaveLength(CHAT_LIMITS.OFFLINE_KEEP);
    expect(kept[0]?.seq).toBe(6);
    expect(stored.get('room-2')?.messages).toHaveLength(1);
  });

  it("keeps users apart and is wiped with the user's data at logout", async () => {
    await saveConversation('u-1001', friend);
    await saveMessages('u-1001', friend, [message(1)]);
    await saveConversation('u-2002', friend);
    await saveMessages('u-2002', friend, [message(1), message(2)]);
    await deleteUserData('u-1001');
    expect((await loadHistory('u-1001')).size).toBe(0);
    expect((await loadHistory('u-2002')).get('room-1')?.messages).toHaveLength(2);
  });
});
