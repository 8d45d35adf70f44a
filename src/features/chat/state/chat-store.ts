/**
 * The chat store (valtio): the conversations the user has opened or listed, by roomCode (the conversation
 * id), each with its newest messages in sequence order. Pure helpers (merge, pending items, the view list)
 * are exported for tests; the actions live in chat-actions.ts.
 *
 * Merge rule: a message is the same message when it has the same id, or the same sender and clientMsgId
 * (the server answers a resend with the stored message, and the socket echo and the outbox confirmation
 * of one send both arrive); the later copy wins. Messages are ordered by seq.
 */
import { proxy } from 'valtio';
import type { ChatItem } from '@/components/chat/chat-item';
import { CHAT_TEXT, type ChatFriend, type ChatLastMessage, type ChatMessage } from '@/contract/chat';
import type { OutboxEntry } from '@/lib/outbox';

import { chatPayload } from './chat-kinds';

export interface Conversation {
  roomCode: string;
  friend: ChatFriend;
  /** Whose messages are the viewer's own: the student, or (staff) the account they write as. */
  selfId: string;
  /** The newest messages, oldest first, without gaps. */
  messages: ChatMessage[];
  hasOlder: boolean;
  /** The server's newest page was merged in this session (before that: IndexedDB only). */
  synced: boolean;
  /** Platform chat: the welcome record shows after the message with this seq (the newest when opened). */
  welcomeAfterSeq: number | null;
}

export const chatState = proxy({
  /** The logged-in user the store belongs to. */
  userId: null as string | null,
  conversations: {} as Record<string, Conversation>,
  /** The conversation on screen: its incoming messages are marked read at once. */
  openRoom: null as string | null,
  /** The last open attempt failed (network), with nothing stored to show. */
  openError: null as string | null,
  /**
   * The clientMsgIds (outbox entry ids) of the sends that went through this device's outbox in this
   * session: their stored messages show 已发送.
   */
  sentHere: {} as Record<string, true>,
});

/** The viewer's side of a conversation: the account for staff (accountId differs from the peer). */
export function selfIdOf(friend: ChatFriend, userId: string): string {
  return friend.accountId !== friend.friendId ? friend.accountId : userId;
}

/** Merges messages: one per id and per (sender, clientMsgId); ordered by seq. */
export function mergeMessages(
  existing: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  const byClient = new Map<string, string>();
  const clientKey = (m: ChatMessage) => (m.clientMsgId ? `${m.fromUserId}:${m.clientMsgId}` : null);
  for (const message of [...existing, ...incoming]) {
    const key = clientKey(message);
    const previousId = key ? byClient.get(key) : undefined;
    if (previousId !== undefined && previousId !== message.id) byId.delete(previousId);
    byId.set(message.id, message);
    if (key) byClient.set(key, message.id);
  }
  return [...byId.values()].sort((a, b) => a.seq - b.seq || a.id.localeCompare(b.id));
}

/** The newest `keep` messages. */
export function newest(messages: readonly ChatMessage[], keep: number): ChatMessage[] {
  return messages.length > keep ? messages.slice(messages.length - keep) : [...messages];
}

/**
 * What a conversation shows: the welcome record (platform chat: the greeting at its start), the stored
 * messages, then the viewer's outbox entries to this peer that the server has not confirmed yet
 * (发送中 / 发送失败), in send order. An own stored message whose clientMsgId is in `sentHere` (or is still
 * an outbox entry: the socket echo came before the outbox's confirmation) is `acknowledged` (已发送).
 */
export function conversationItems(
  conversation: Pick<Conversation, 'messages' | 'selfId' | 'friend' | 'welcomeAfterSeq'>,
  outbox: readonly OutboxEntry[],
  selfAvatar: string | null,
  sentHere: Readonly<Record<string, true>> = {},
): ChatItem[] {
  const { messages, selfId, friend } = conversation;
  const confirmed = new Set(messages.filter((m) => m.fromUserId === selfId).map((m) => m.clientMsgId));
  const queued = new Set(outbox.map((entry) => entry.id));
  const acknowledged = (m: ChatMessage) =>
    m.fromUserId === selfId &&
    m.clientMsgId !== null &&
    (sentHere[m.clientMsgId] === true || queued.has(m.clientMsgId));
  const items: ChatItem[] = [];
  const welcome: ChatItem | null =
    conversation.welcomeAfterSeq === null
      ? null
      : {
          key: 'welcome',
          fromUserId: friend.friendId,
          msgType: 'text',
          message: CHAT_TEXT.WELCOME,
          sendTime: null,
          delivery: 'sent',
          acknowledged: false,
          error: null,
          localImage: null,
          avatarUrl: friend.headportraitPreviewUrl,
        };
  // the greeting opens the conversation: drawn under the staff's replies it read as the newest message
  if (welcome) items.push(welcome);
  for (const m of messages) {
    items.push({
      key: m.id,
      fromUserId: m.fromUserId,
      msgType: m.msgType,
      message: m.message,
      sendTime: m.sendTime,
      delivery: 'sent',
      acknowledged: acknowledged(m),
      error: null,
      localImage: null,
      avatarUrl:
        m.fromUserId === selfId ? (m.fromHeadportraitPreviewUrl ?? selfAvatar) : m.fromHeadportraitPreviewUrl,
    });
  }
  for (const entry of outbox) {
    const payload = chatPayload(entry);
    if (!payload || payload.fromUserId !== selfId || payload.toUserId !== friend.friendId) continue;
    if (confirmed.has(entry.id)) continue;
    items.push({
      key: entry.id,
      fromUserId: selfId,
      msgType: payload.image ? 'image' : 'text',
      message: payload.text ?? '',
      sendTime: null,
      delivery: entry.state,
      acknowledged: false,
      error: entry.lastError,
      localImage: payload.image,
      avatarUrl: selfAvatar,
    });
  }
  return items;
}

/**
 * The last message of a conversation for a conversation list: the viewer's newest send still in the outbox
 * (发送中 or 发送失败: it shows after every stored message, as in conversationItems), else the summary that
 * receiveMessages keeps for the newest stored message (own sends included), else the server's summary.
 */
export function lastMessageOf(
  conversation: {
    friend: Pick<ChatFriend, 'friendId' | 'lastMessage'>;
    messages: readonly ChatMessage[];
    selfId: string;
  },
  outbox: readonly OutboxEntry[],
): ChatLastMessage | null {
  const { friend, messages, selfId } = conversation;
  const confirmed = new Set(messages.filter((m) => m.fromUserId === selfId).map((m) => m.clientMsgId));
  let last = friend.lastMessage;
  for (const entry of outbox) {
    const payload = chatPayload(entry);
    if (!payload || payload.fromUserId !== selfId || payload.toUserId !== friend.friendId) continue;
    if (confirmed.has(entry.id)) continue;
    last = {
      msgType: payload.image ? 'image' : 'text',
      message: payload.text ?? '',
      sendTime: new Date(entry.createdAt).toISOString(),
      fromUserId: selfId,
    };
  }
  return last;
}

/** The conversation a message belongs to: by roomCode, else by its two parties. */
export function findConversation(
  conversations: Readonly<Record<string, Conversation>>,
  message: Pick<ChatMessage, 'roomCode' | 'fromUserId' | 'toUserId'>,
): Conversation | null {
  if (message.roomCode && conversations[message.roomCode]) return conversations[message.roomCode] ?? null;
  for (const conversation of Object.values(conversations)) {
    const parties = [conversation.selfId, conversation.friend.friendId];
    if (parties.includes(message.fromUserId) && parties.includes(message.toUserId)) return conversation;
  }
  return null;
}

// the chat slice's screens read it from here; the console shares it through src/lib
export { displayName } from '@/lib/display-name';
