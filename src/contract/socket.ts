/**
 * Realtime contract (SPEC section 7 "Realtime", ARCHITECTURE "Realtime"): the socket.io handshake,
 * the event maps shared by server/plugins/socket-io.ts and src/lib/socket.ts, and their payloads.
 * Client-to-server events end in an ack that returns `Ack<T>`. A chat send is not one of them: the app
 * sends over HTTP through its outbox (src/contract/chat.ts sendMessageBodySchema), and `chat` is inbound only.
 */
import { z } from 'zod';

import { safeText } from './text.ts';

export const SOCKET_PATH = '/socket.io';
export const SOCKET_TRANSPORTS = ['websocket'] as const;

export const SOCKET_EVENTS = {
  CONNECTED_SUCCESS: 'connectedsuccess',
  CHAT: 'chat',
  PAY: 'pay',
  /** Server to client: a new notice for the user (src/contract/chat.ts noticeSchema). */
  NOTICE: 'notice',
  /** Server to client: a task of the user's was assigned or withdrawn (the task badge refreshes). */
  TASK: 'task',
  /** Client to server: back-fill of a conversation after a sequence number (ack: the messages). */
  CHAT_SYNC: 'chatsync',
} as const;

/**
 * Handshake auth payload, preferred (`io(url, { auth: { token, userId } })`): it travels in the websocket's
 * first message, not in the URL that proxies log. `token` with or without the `carrier.` prefix, `userId`
 * its owner.
 */
export const socketHandshakeAuthSchema = z.object({
  token: safeText().min(1),
  userId: safeText().min(1),
});
export type SocketHandshakeAuth = z.infer<typeof socketHandshakeAuthSchema>;

/**
 * Handshake query, the form the SPEC names (still accepted when no auth payload is sent): `auth` is the
 * token (with or without the `carrier.` prefix), `userId` its owner.
 */
export const socketHandshakeQuerySchema = z.object({
  auth: safeText().min(1),
  userId: safeText().min(1),
});
export type SocketHandshakeQuery = z.infer<typeof socketHandshakeQuerySchema>;

/** The room every socket of a user joins. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

export const connectedSuccessSchema = z.object({ userId: z.string(), socketId: z.string() });
export type ConnectedSuccess = z.infer<typeof connectedSuccessSchema>;

export const CHAT_MSG_TYPES = ['text', 'image', 'order'] as const;
export type ChatMsgType = (typeof CHAT_MSG_TYPES)[number];

/** Inbound chat: a stored chat message (SPEC section 3 "Chat message"), with its per-conversation sequence. */
export const chatMessageSchema = z.object({
  id: z.string(),
  fromUserId: z.string(),
  toUserId: z.string(),
  sendTime: z.string(),
  msgType: z.enum(CHAT_MSG_TYPES),
  message: z.string(),
  fromHeadportraitPreviewUrl: z.string().nullable(),
  toHeadportraitPreviewUrl: z.string().nullable(),
  status: z.string().nullable(),
  roomCode: z.string().nullable(),
  type: z.string().nullable(),
  isDeleted: z.boolean(),
  isStoped: z.boolean(),
  /** 1, 2, 3 ... per conversation (roomCode), no gap. */
  seq: z.number().int(),
  /** The sender's UUID for the message (unique per sender): a resend is answered with the stored message. */
  clientMsgId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Payment succeeded for one of the user's orders. */
export const payEventSchema = z.object({
  orderNo: z.string(),
  payStatus: z.string(),
  orderStatus: z.string(),
});
export type PayEvent = z.infer<typeof payEventSchema>;

/** Back-fill request: a conversation (its roomCode) and the last sequence number the client holds. */
export const socketChatSyncSchema = z.object({
  roomCode: safeText().min(1).max(64),
  afterSeq: z.number().int().min(0),
  limitSize: z.number().int().min(1).max(100).default(100),
});
export type SocketChatSync = z.input<typeof socketChatSyncSchema>;

/** A notice pushed to its user (the same shape as the notice page's items). */
export const noticeEventSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.number().int(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createTime: z.string(),
  senderName: z.string().nullable(),
});
export type NoticeEvent = z.infer<typeof noticeEventSchema>;

/** A task assigned to or withdrawn from its student (src/contract/journey-task.ts): the badge refreshes. */
export const taskEventSchema = z.object({
  taskId: z.string(),
  userId: z.string(),
  action: z.enum(['ASSIGNED', 'WITHDRAWN']),
});
export type TaskEvent = z.infer<typeof taskEventSchema>;

export type Ack<T> = { ok: true; data: T } | { ok: false; code: number; message: string };

export interface ServerToClientEvents {
  connectedsuccess: (payload: ConnectedSuccess) => void;
  chat: (message: ChatMessage) => void;
  pay: (payload: PayEvent) => void;
  notice: (payload: NoticeEvent) => void;
  task: (payload: TaskEvent) => void;
}

export interface ClientToServerEvents {
  chatsync: (payload: SocketChatSync, ack: (result: Ack<ChatMessage[]>) => void) => void;
}

/** What the server keeps on each socket after the handshake. */
export interface SocketData {
  userId: string;
}
