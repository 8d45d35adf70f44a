/**
 * What the chat does, for the student's dialog and the staff console alike (SPEC sections 2, 4, 7):
 * open a conversation (IndexedDB first, then the server's newest page), load older messages, receive
 * (socket `chat`, the outbox's confirmation), back-fill after a reconnect, mark read, and send through the
 * outbox. The send pipeline is the template of outbox callers:
 * - text: enqueue({ kind: 'chat.text', path: API.chat.send, payload: {..., clientMsgId: id}, id }): the
 *   entry id is the message's clientMsgId and the Idempotency-Key, sent by the outbox's default request;
 * - image: enqueue({ kind: 'chat.image', payload: {fromUserId, toUserId, image: {name, type, bytes}},
 *   needsSender: true }); the sender registered in senders.ts uploads, then sends the message;
 * - the entry shows at once (outboxState, 发送中), is replaced by the stored message when the outbox
 *   confirms it (onOutboxSent) or the socket echoes it (same clientMsgId), and a rejection shows 发送失败,
 *   重试 (retry(id): same id, so still one message) and 删除 (discard(id)).
 */
import { API } from '@/contract/api';
import { CHAT_LIMITS, type ChatFriend, type ChatMessage } from '@/contract/chat';
import { APP_EVENTS, emitAppEvent } from '@/lib/events';
import { ApiError } from '@/lib/http';
import { discard, enqueue, retry } from '@/lib/outbox';
import { session } from '@/lib/session';

import { getFriendMessages } from '../api/get-friend-messages';
import { getMessagesAfter } from '../api/get-messages-after';
import { setRead } from '../api/set-read';
import { loadHistory, saveConversation, saveMessages } from '../storage/chat-history';
import { CHAT_KINDS } from './chat-kinds';
import {
  chatState,
  findConversation,
  mergeMessages,
  newest,
  selfIdOf,
  type Conversation,
} from './chat-store';

function userId(): string | null {
  return session.user?.id ?? null;
}

function isStaff(): boolean {
  return Boolean(session.user?.staffRole);
}

function logStorage(error: unknown): void {
  console.warn('chat history could not be stored', error);
}

/** Binds the store to the logged-in user; another user's conversations are dropped. */
function own(): string | null {
  const id = userId();
  if (chatState.userId !== id) {
    chatState.userId = id;
    chatState.conversations = {};
    chatState.openRoom = null;
    chatState.sentHere = {};
  }
  return id;
}

let restored: Promise<void> | null = null;
let restoredFor: string | null = null;

/** Forgets everything in memory (the session ended). IndexedDB rows are wiped by deleteUserData. */
export function resetChat(): void {
  restored = null;
  restoredFor = null;
  chatState.userId = null;
  chatState.conversations = {};
  chatState.openRoom = null;
  chatState.openError = null;
  chatState.sentHere = {};
}

/** Loads the stored conversations of the user into the store (once per user and page load). */
export function restoreHistory(): Promise<void> {
  const id = own();
  if (!id) return Promise.resolve();
  if (restored && restoredFor === id) return restored;
  restoredFor = id;
  restored = loadHistory(id)
    .then((stored) => {
      if (chatState.userId !== id) return;
      for (const [roomCode, { friend, messages }] of stored) {
        const current = chatState.conversations[roomCode];
        if (current) current.messages = mergeMessages(messages, current.messages);
        else
          chatState.conversations[roomCode] = {
            roomCode,
            friend,
            selfId: selfIdOf(friend, id),
            messages,
            hasOlder: (messages[0]?.seq ?? 1) > 1,
            synced: false,
            welcomeAfterSeq: null,
          };
      }
    })
    .catch((error: unknown) => console.warn('chat history could not be read', error));
  return restored;
}

/** Adds or updates a conversation (header, unread count, last message) and stores its header. */
export function upsertConversation(friend: ChatFriend): Conversation | null {
  const id = own();
  if (!id) return null;
  const current = chatState.conversations[friend.conversationId];
  if (current) current.friend = friend;
  else
    chatState.conversations[friend.conversationId] = {
      roomCode: friend.conversationId,
      friend,
      selfId: selfIdOf(friend, id),
      messages: [],
      hasOlder: friend.lastSeq > 0,
      synced: false,
      welcomeAfterSeq: null,
    };
  void saveConversation(id, friend).catch(logStorage);
  return chatState.conversations[friend.conversationId] ?? null;
}

/** Merges messages into their conversation, updates its summary and stores them. */
export function receiveMessages(roomCode: string, messages: readonly ChatMessage[]): void {
  const id = userId();
  const conversation = chatState.conversations[roomCode];
  if (!id || !conversation || messages.length === 0) return;
  conversation.messages = newest(
    mergeMessages(conversation.messages, messages),
    CHAT_LIMITS.OFFLINE_KEEP * 2,
  );
  const last = conversation.messages.at(-1);
  if (last && last.seq >= conversation.friend.lastSeq) {
    conversation.friend.lastSeq = last.seq;
    conversation.friend.lastMessage = {
      msgType: last.msgType,
      message: last.message,
      sendTime: last.sendTime,
      fromUserId: last.fromUserId,
    };
  }
  void saveMessages(id, conversation.friend, messages).catch(logStorage);
}

/**
 * A message pushed by the socket (or confirmed by the outbox): merged into its conversation. An incoming
 * one counts as unread unless its conversation is on screen, where it is marked read at once. Returns false
 * when no known conversation takes it (the console then reloads its list).
 */
export function receiveMessage(message: ChatMessage): boolean {
  const conversation = findConversation(chatState.conversations, message);
  if (!conversation) return false;
  const known = conversation.messages.some((m) => m.id === message.id);
  receiveMessages(conversation.roomCode, [message]);
  if (known || message.fromUserId === conversation.selfId) return true;
  if (chatState.openRoom === conversation.roomCode) void markRead(conversation.roomCode);
  else conversation.friend.unreadCount += 1;
  return true;
}

/** Marks a conversation read on the server and says so to the unread counter (APP_EVENTS.UNREAD_CHECK). */
export async function markRead(roomCode: string): Promise<void> {
  const conversation = chatState.conversations[roomCode];
  if (!conversation) return;
  conversation.friend.unreadCount = 0;
  const { friendId, accountId } = conversation.friend;
  try {
    await setRead(friendId, isStaff() ? accountId : undefined);
  } catch {
    return; // offline: the next open marks it
  }
  emitAppEvent(APP_EVENTS.UNREAD_CHECK);
}

/**
 * Shows a conversation: what IndexedDB holds at once, then the server's newest page (merged when it joins
 * what is held, else replacing it, so the list never has a gap), then marks it read.
 */
export async function openConversation(
  friend: ChatFriend,
  options: { welcome?: boolean } = {},
): Promise<void> {
  await restoreHistory();
  const conversation = upsertConversation(friend);
  if (!conversation) return;
  const roomCode = conversation.roomCode;
  chatState.openRoom = roomCode;
  chatState.openError = null;
  try {
    const page = await getFriendMessages({
      friendId: friend.friendId,
      accountId: isStaff() ? friend.accountId : undefined,
      limitSize: CHAT_LIMITS.PAGE_SIZE,
    });
    const current = chatState.conversations[roomCode];
    if (!current) return;
    const heldMax = current.messages.at(-1)?.seq ?? 0;
    const pageMin = page[0]?.seq ?? Infinity;
    if (pageMin > heldMax + 1) current.messages = [];
    receiveMessages(roomCode, page);
    current.hasOlder = (current.messages[0]?.seq ?? 1) > 1;
    current.synced = true;
  } catch (error) {
    const current = chatState.conversations[roomCode];
    if (current && current.messages.length === 0 && error instanceof ApiError)
      chatState.openError = error.message;
  }
  const current = chatState.conversations[roomCode];
  if (current && options.welcome && current.welcomeAfterSeq === null)
    current.welcomeAfterSeq = current.messages.at(-1)?.seq ?? 0;
  if (chatState.openRoom === roomCode) await markRead(roomCode);
}

/** The room of a conversation the server has not been asked for yet (opened offline, first time). */
export const PENDING_ROOM_PREFIX = 'pending:';

export function isPendingRoom(roomCode: string): boolean {
  return roomCode.startsWith(PENDING_ROOM_PREFIX);
}

/**
 * A first conversation opened offline: the server makes its room, so until the network is back the dialog
 * holds one of its own (never stored) in which messages queue as in any other: a send needs only the two ids.
 */
export function openPendingConversation(friendId: string): string | null {
  const id = own();
  if (!id) return null;
  const roomCode = `${PENDING_ROOM_PREFIX}${friendId}`;
  const friend: ChatFriend = {
    conversationId: roomCode,
    friendId,
    accountId: friendId,
    accountKind: 'COUNSELOR',
    nameCn: null,
    nickname: null,
    headportraitPreviewUrl: null,
    orgNameCn: null,
    lastMessage: null,
    unreadCount: 0,
    lastSeq: 0,
  };
  chatState.conversations[roomCode] ??= {
    roomCode,
    friend,
    selfId: selfIdOf(friend, id),
    messages: [],
    hasOlder: false,
    synced: false,
    welcomeAfterSeq: null,
  };
  chatState.openRoom = roomCode;
  chatState.openError = null;
  return roomCode;
}

/** The real room has been opened: the held one goes (its queued messages show in the real one). */
export function dropPendingConversation(roomCode: string): void {
  if (!isPendingRoom(roomCode)) return;
  delete chatState.conversations[roomCode];
  if (chatState.openRoom === roomCode) chatState.openRoom = null;
}

/** The conversation left the screen. */
export function closeConversation(roomCode: string): void {
  if (chatState.openRoom === roomCode) chatState.openRoom = null;
}

/** Loads the page of messages before the oldest one held. */
export async function loadOlder(roomCode: string): Promise<void> {
  const conversation = chatState.conversations[roomCode];
  const first = conversation?.messages[0];
  if (!conversation || !first || first.seq <= 1) {
    if (conversation) conversation.hasOlder = false;
    return;
  }
  const page = await getFriendMessages({
    friendId: conversation.friend.friendId,
    accountId: isStaff() ? conversation.friend.accountId : undefined,
    limitSize: CHAT_LIMITS.PAGE_SIZE,
    beforeSeq: first.seq,
  });
  receiveMessages(roomCode, page);
  conversation.hasOlder = page.length > 0 && (conversation.messages[0]?.seq ?? 1) > 1;
}

/**
 * The highest seq up to which every message is held, walking up from the oldest held one (0 when none is).
 * Live messages can arrive out of seq order (seq 5 before 4); asking after the newest one held would leave
 * seq 4 missing for good when the socket dropped in between.
 */
export function contiguousSeq(messages: readonly Pick<ChatMessage, 'seq'>[]): number {
  const first = messages[0];
  if (!first) return 0;
  let seq = first.seq;
  for (const message of messages) {
    if (message.seq > seq + 1) break;
    seq = Math.max(seq, message.seq);
  }
  return seq;
}

/**
 * After a (re)connect: every known conversation asks for what came after the last message it holds without
 * a gap (contiguousSeq), page by page, so nothing sent while the socket was away is missing.
 */
export async function backfill(): Promise<void> {
  for (const conversation of Object.values(chatState.conversations)) {
    if (!conversation.synced && conversation.messages.length === 0) continue;
    let afterSeq = contiguousSeq(conversation.messages);
    for (;;) {
      let page: ChatMessage[];
      try {
        page = await getMessagesAfter({
          roomCode: conversation.roomCode,
          afterSeq,
          limitSize: CHAT_LIMITS.PAGE_MAX,
        });
      } catch {
        return; // offline again: the next connect resumes
      }
      for (const message of page) receiveMessage(message);
      if (page.length < CHAT_LIMITS.PAGE_MAX) break;
      afterSeq = page.at(-1)?.seq ?? afterSeq;
    }
  }
}

/**
 * Notes a send of this device's outbox (its entry id = clientMsgId): once stored it shows 已发送. Called
 * before the enqueue (the socket echo may come before the outbox's confirmation) and on the confirmation
 * (entries queued before a reload).
 */
export function noteSentHere(clientMsgId: string): void {
  chatState.sentHere[clientMsgId] = true;
}

/** Queues a text message (shown at once as 发送中, then 已发送). */
export async function sendText(roomCode: string, text: string): Promise<void> {
  const conversation = chatState.conversations[roomCode];
  if (!conversation) return;
  const id = crypto.randomUUID();
  noteSentHere(id);
  await enqueue({
    kind: CHAT_KINDS.TEXT,
    method: 'POST',
    path: API.chat.send,
    id,
    payload: {
      fromUserId: conversation.selfId,
      toUserId: conversation.friend.friendId,
      message: text,
      msgType: 'text',
      clientMsgId: id,
    },
  });
}

/** Queues an image (its bytes wait in IndexedDB, offline too); the registered sender uploads it. */
export async function sendImage(roomCode: string, file: File): Promise<void> {
  const conversation = chatState.conversations[roomCode];
  if (!conversation) return;
  const bytes = await file.arrayBuffer();
  const id = crypto.randomUUID();
  noteSentHere(id);
  await enqueue({
    kind: CHAT_KINDS.IMAGE,
    method: 'POST',
    path: API.upload.one,
    id,
    needsSender: true,
    payload: {
      fromUserId: conversation.selfId,
      toUserId: conversation.friend.friendId,
      image: { name: file.name, type: file.type || 'image/jpeg', bytes },
    },
  });
}

/** 重试 of a failed send: the same entry (id, clientMsgId) goes again. */
export function retrySend(entryId: string): Promise<boolean> {
  return retry(entryId);
}

/** 删除 of a failed send: its outbox entry goes (the server never stored it), and the message with it. */
export function discardSend(entryId: string): Promise<void> {
  return discard(entryId);
}
