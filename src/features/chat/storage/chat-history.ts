/**
 * Chat history in IndexedDB (store `chatHistory` of src/lib/idb.ts), so the last messages of each
 * conversation are readable offline and after a restart. Two kinds of rows, both owned by the logged-in
 * user (logout and expiry wipe them with deleteUserData):
 * - a message: id `${userId}:${messageId}`, seq its sequence number, message the ChatMessage;
 * - a conversation header: id `${userId}:conversation:${roomCode}`, seq 0, message `{ conversation }`
 *   (the ChatFriend: names, avatar, organization), so a conversation can be opened offline.
 * Each conversation keeps its newest CHAT_LIMITS.OFFLINE_KEEP messages; older rows are deleted on write.
 * Rows are parsed with the contract schemas on read: a row of an older app version that does not parse
 * is skipped.
 */
import { z } from 'zod';

import {
  CHAT_LIMITS,
  chatFriendSchema,
  chatMessageSchema,
  type ChatFriend,
  type ChatMessage,
} from '@/contract/chat';
import { chatHistoryId, getDb, noteStorageError, type ChatHistoryRecord } from '@/lib/idb';

const conversationRowSchema = z.object({ conversation: chatFriendSchema });

function conversationRowId(userId: string, roomCode: string): string {
  return `${userId}:conversation:${roomCode}`;
}

export interface StoredConversation {
  friend: ChatFriend;
  /** Oldest first. */
  messages: ChatMessage[];
}

/** Stores messages of one conversation and drops its rows beyond the newest OFFLINE_KEEP. */
export async function saveMessages(
  userId: string,
  friend: ChatFriend,
  messages: readonly ChatMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  const db = await getDb();
  try {
    const tx = db.transaction('chatHistory', 'readwrite');
    await Promise.all(
      messages.map((message) =>
        tx.store.put({
          id: chatHistoryId(userId, message.id),
          userId,
          peerId: friend.friendId,
          seq: message.seq,
          message,
        } satisfies ChatHistoryRecord),
      ),
    );
    const rows = await tx.store.index('byConversation').getAll([userId, friend.friendId]);
    const own = rows
      .filter((row) => row.seq > 0 && roomOf(row) === friend.conversationId)
      .sort((a, b) => b.seq - a.seq);
    await Promise.all(own.slice(CHAT_LIMITS.OFFLINE_KEEP).map((row) => tx.store.delete(row.id)));
    await tx.done;
  } catch (error) {
    throw noteStorageError(error);
  }
}

function roomOf(row: ChatHistoryRecord): string | null {
  const parsed = chatMessageSchema.safeParse(row.message);
  return parsed.success ? parsed.data.roomCode : null;
}

/** Stores (replaces) a conversation's header. */
export async function saveConversation(userId: string, friend: ChatFriend): Promise<void> {
  const db = await getDb();
  try {
    await db.put('chatHistory', {
      id: conversationRowId(userId, friend.conversationId),
      userId,
      peerId: friend.friendId,
      seq: 0,
      message: { conversation: friend },
    });
  } catch (error) {
    throw noteStorageError(error);
  }
}

/** Every stored conversation of the user with its messages, by roomCode. */
export async function loadHistory(userId: string): Promise<Map<string, StoredConversation>> {
  const db = await getDb();
  const rows = await db.getAllFromIndex('chatHistory', 'byUserId', userId);
  const friends = new Map<string, ChatFriend>();
  const messages = new Map<string, ChatMessage[]>();
  for (const row of rows) {
    if (row.seq === 0) {
      const header = conversationRowSchema.safeParse(row.message);
      if (header.success) friends.set(header.data.conversation.conversationId, header.data.conversation);
      continue;
    }
    const message = chatMessageSchema.safeParse(row.message);
    if (!message.success || !message.data.roomCode) continue;
    const list = messages.get(message.data.roomCode) ?? [];
    list.push(message.data);
    messages.set(message.data.roomCode, list);
  }
  const result = new Map<string, StoredConversation>();
  for (const [roomCode, friend] of friends) {
    const list = (messages.get(roomCode) ?? []).sort((a, b) => a.seq - b.seq);
    result.set(roomCode, { friend, messages: list });
  }
  return result;
}
