/**
 * Chat, notices, unread counts, uploads and the staff console (SPEC sections 2 "Chat dialog", 3 "Chat message",
 * 4 "Socket", 6 "Chat parties", 7 "Messages and orders", "Upload", "Realtime", 9 limits). Shared by the server
 * module server/modules/chat, server/modules/files, the client slices and the console.
 *
 * The model (where the SPEC is silent, this is our design; docs/architecture.md "Chat"):
 * - A conversation joins one student and one *account*: the platform customer-service account, an
 *   organization's service account, or a counselor. Several staff members operate a shared account (the
 *   platform inbox: every PLATFORM_SERVICE staff member; an organization's account: its ORG_CONTACT staff);
 *   a counselor operates their own. The student sees one conversation per account; messages from the account
 *   side carry the account as `fromUserId` whoever of its staff wrote them.
 * - `roomCode` of a message is its conversation id; `seq` numbers the conversation's messages 1, 2, 3 ... with
 *   no gap; `clientMsgId` (a UUID, unique per actual sender) makes a resend return the stored message.
 * - Read markers are per conversation side (the student; the account), so a reply by any staff member of a
 *   shared inbox marks it read for all of them.
 * - Files are private until a message or a public record references them: a chat image is served (with the
 *   `Lt-Authorization` header) only to its uploader and the conversation's parties.
 */
import { z } from 'zod';

import { NOTICE_TYPE, NOTICE_TYPES, UPLOAD_FILE_KIND } from './code-tables.ts';
import { LIMITS } from './limits.ts';
import { chatMessageSchema, noticeEventSchema, type ChatMessage } from './socket.ts';
import { safeText } from './text.ts';

export { chatMessageSchema, type ChatMessage };

// --- staff ----------------------------------------------------------------------------------------------

export { STAFF_ROLES, type StaffRole } from './code-tables.ts';
/** The kind of account on the answering side of a conversation. */
export const CHAT_ACCOUNT_KINDS = ['PLATFORM', 'ORG', 'COUNSELOR'] as const;
export type ChatAccountKind = (typeof CHAT_ACCOUNT_KINDS)[number];

// --- limits and texts -----------------------------------------------------------------------------------

export const CHAT_LIMITS = {
  /** Text message length (our limit; the SPEC gives none). */
  TEXT_MAX: 2000,
  /** Page of older messages (the SPEC's shared chat page size, value not shown: ours). */
  PAGE_SIZE: 20,
  /** Most messages one history or back-fill call returns. */
  PAGE_MAX: 100,
  /** Messages of each conversation kept in IndexedDB for offline reading. */
  OFFLINE_KEEP: 200,
  IMAGE_MAX_BYTES: LIMITS.CHAT_IMAGE_MAX_BYTES,
  /** Upload limit for other kinds (our limit). */
  UPLOAD_MAX_BYTES: 10 * 1024 * 1024,
  /** Files in one minio/uploads call (our limit). */
  UPLOADS_MAX_FILES: 9,
  /** Notice title and content lengths (our limits). */
  NOTICE_TITLE_MAX: 50,
  NOTICE_CONTENT_MAX: 1000,
  EMOJI_COUNT: 56,
} as const;

/** The 56 emoji of the chat input (SPEC section 2), in picker order. */
export const CHAT_EMOJIS = [
  '😀',
  '😁',
  '😂',
  '🤣',
  '😃',
  '😄',
  '😅',
  '😆',
  '😉',
  '😊',
  '😋',
  '😎',
  '😍',
  '😘',
  '🥰',
  '🙂',
  '🤗',
  '🤩',
  '🤔',
  '🤨',
  '😐',
  '😑',
  '😶',
  '🙄',
  '😏',
  '😣',
  '😥',
  '😮',
  '🤐',
  '😯',
  '😪',
  '😫',
  '🥱',
  '😴',
  '😌',
  '😛',
  '😜',
  '😝',
  '🤤',
  '😒',
  '😓',
  '😔',
  '😕',
  '🙃',
  '🤑',
  '😲',
  '🙁',
  '😖',
  '😞',
  '😟',
  '😤',
  '😢',
  '😭',
  '👍',
  '👏',
  '🙏',
] as const;

export const CHAT_TEXT = {
  /** The welcome message: the last local record of platform chat (SPEC section 2). */
  WELCOME: '您好，欢迎咨询留学平台客服！请问有什么可以帮您？工作时间内我们会尽快回复。',
  ORDER_UNPAID: '您有一个待支付订单',
  ORDER_PAID: '订单已支付',
  SENDING: '发送中',
  SENT: '已发送',
  FAILED: '发送失败',
  RETRY: '重试',
  /** Removes a failed send from the outbox (it was never stored). */
  DISCARD: '删除',
  SEND: '发送',
  PLACEHOLDER: '请输入消息',
  EMPTY_CONVERSATION: '还没有消息，发一条开始聊天吧',
  NOT_PARTY: '无访问权限',
  NO_SELF_CHAT: '不能给自己发消息',
  PEER_NOT_STAFF: '只能与客服、机构或顾问聊天',
  FILE_NOT_FOUND: '文件不存在',
  FILE_NOT_OWN: '只能发送自己上传的图片',
  FILE_EMPTY: '文件不能为空',
  FILE_TOO_LARGE: '文件不能超过10MB大小!',
  FILE_TYPE: '不支持的文件类型',
  TOO_MANY_FILES: '一次最多上传9个文件',
  NO_FILE: '请选择文件',
} as const;

// --- chat friends (conversations) -----------------------------------------------------------------------

export const chatLastMessageSchema = z.object({
  msgType: chatMessageSchema.shape.msgType,
  message: z.string(),
  sendTime: z.string(),
  fromUserId: z.string(),
});
export type ChatLastMessage = z.infer<typeof chatLastMessageSchema>;

/**
 * One conversation as its party sees it. For a student `friendId` is the account (platform, organization,
 * counselor); for staff it is the student, and `accountId` says which account of theirs the conversation
 * belongs to.
 */
export const chatFriendSchema = z.object({
  conversationId: z.string(),
  friendId: z.string(),
  accountId: z.string(),
  accountKind: z.enum(CHAT_ACCOUNT_KINDS),
  nameCn: z.string().nullable(),
  nickname: z.string().nullable(),
  headportraitPreviewUrl: z.string().nullable(),
  orgNameCn: z.string().nullable(),
  lastMessage: chatLastMessageSchema.nullable(),
  unreadCount: z.number().int(),
  lastSeq: z.number().int(),
});
export type ChatFriend = z.infer<typeof chatFriendSchema>;

// --- customer-service lookups (SPEC section 3 "Customer-service user") -----------------------------------

/** GET find platform customer service. */
export const platformServiceSchema = z.object({
  id: z.string(),
  nameCn: z.string().nullable(),
  nickname: z.string().nullable(),
  headportraitPreviewUrl: z.string().nullable(),
  orgNameCn: z.string().nullable(),
});
export type PlatformService = z.infer<typeof platformServiceSchema>;

/** GET org customer service: the organization lookup returns `userId` instead of `id` (SPEC section 3). */
export const orgServiceSchema = platformServiceSchema.omit({ id: true }).extend({ userId: z.string() });
export type OrgService = z.infer<typeof orgServiceSchema>;

const idText = () => safeText().trim().min(1).max(64);

export const orgServiceQuerySchema = z.object({ orgId: idText() });
export const privateUserQuerySchema = z.object({ privateUserId: idText() });

// --- messages ---------------------------------------------------------------------------------------------

/** POST chat friend messages limit (SPEC section 7): older messages of a conversation, oldest first. */
export const friendMessagesBodySchema = z.object({
  friendId: idText(),
  /** Staff only: the account the conversation belongs to (default: the caller's own). */
  accountId: idText().optional(),
  limitSize: z.number().int().min(1).max(CHAT_LIMITS.PAGE_MAX).default(CHAT_LIMITS.PAGE_SIZE),
  /** Messages sent before this time (ISO) ... */
  minSendTime: safeText().max(40).optional(),
  /** ... or, preferred, before this sequence number. */
  beforeSeq: z.number().int().min(1).optional(),
});
export type FriendMessagesBody = z.input<typeof friendMessagesBodySchema>;

/** GET message history (SPEC section 7): params id (the friend), lastTime; older records; marks read. */
export const messageHistoryQuerySchema = z.object({
  id: idText(),
  accountId: idText().optional(),
  lastTime: safeText().max(40).optional(),
});

/** Back-fill after a reconnect: everything of a conversation after a sequence number, oldest first. */
export const messagesAfterBodySchema = z.object({
  roomCode: idText(),
  afterSeq: z.number().int().min(0),
  limitSize: z.number().int().min(1).max(CHAT_LIMITS.PAGE_MAX).default(CHAT_LIMITS.PAGE_MAX),
});
export type MessagesAfterBody = z.input<typeof messagesAfterBodySchema>;

/**
 * POST send, the one path of a chat send (the outbox's; SPEC section 3's socket chat message as its body).
 * `clientMsgId` is the outbox entry id, so a replay returns the stored message.
 */
export const sendMessageBodySchema = z.object({
  fromUserId: idText(),
  toUserId: idText(),
  message: safeText().min(1).max(CHAT_LIMITS.TEXT_MAX),
  msgType: z.enum(['text', 'image']),
  clientMsgId: safeText().uuid(),
});

export const chatMessagesSchema = z.array(chatMessageSchema);

/** Marks a conversation read up to its newest message; answers the caller's unread summary. */
export const setReadQuerySchema = privateUserQuerySchema.extend({ accountId: idText().optional() });

// --- notices -------------------------------------------------------------------------------------------

export { NOTICE_TYPES };
export const NOTICE_TYPE_NAMES: Record<(typeof NOTICE_TYPES)[number], string> = {
  1: '留学圈',
  2: '院校参观',
  3: '录取',
  4: '申请',
  5: '院校',
  10: '系统通知',
};
const noticeTypeSchema = z.union(
  NOTICE_TYPES.map((t) => z.literal(t)) as [z.ZodLiteral<1>, ...z.ZodLiteral<2 | 3 | 4 | 5 | 10>[]],
);

/**
 * A notice: link is an in-app path it points to (e.g. /school/activity/detail?id=...) or null; senderName a
 * staff member's display name, or null for the platform itself. The socket `notice` event carries the same.
 */
export const noticeSchema = noticeEventSchema;
export type Notice = z.infer<typeof noticeSchema>;

/** POST page query user notice (SPEC section 7): {userId, size, type, pageIndex}; userId must be the caller. */
export const noticePageBodySchema = z.object({
  userId: idText(),
  size: z.number().int().min(1).max(50).default(LIMITS.DEFAULT_PAGE_SIZE),
  type: noticeTypeSchema.optional(),
  pageIndex: z.number().int().min(1).default(1),
});
export type NoticePageBody = z.input<typeof noticePageBodySchema>;

export const noticePageSchema = z.object({
  list: z.array(noticeSchema),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type NoticePage = z.infer<typeof noticePageSchema>;

/** POST update read status (body not shown in the SPEC: ours): the given notices, or all of a type, or all. */
export const updateReadBodySchema = z.object({
  ids: z.array(idText()).max(100).optional(),
  type: noticeTypeSchema.optional(),
});

/** The one unread summary behind the header badge, the app icon badge and the title. */
export const unreadSummarySchema = z.object({
  chat: z.number().int(),
  /** Unread notices by type ("1", "2", ... "10"). */
  notices: z.record(z.string(), z.number().int()),
  total: z.number().int(),
});
export type UnreadSummary = z.infer<typeof unreadSummarySchema>;

// --- uploads (SPEC section 7 "Upload") -------------------------------------------------------------------

export const uploadFileKindSchema = z.enum(UPLOAD_FILE_KIND);

export const uploadedFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** `/files/{id}`: the URL the app shows and stores (a chat image message's text). */
  filePreviewUrl: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export const uploadedFilesSchema = z.array(uploadedFileSchema);

/** Content types a chat image may have, decided from the bytes (SPEC section 5: jpg/jpeg/png). */
export const CHAT_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;

// --- console (staff) -----------------------------------------------------------------------------------

/** The student beside a console conversation: profile and 我的大学List, read only. */
export const consoleStudentSchema = z.object({
  id: z.string(),
  nameCn: z.string().nullable(),
  nickname: z.string().nullable(),
  headportraitPreviewUrl: z.string().nullable(),
  /** Masked: 138****0001. */
  mobile: z.string(),
  serviceType: z.string().nullable(),
  vipLevel: z.string(),
  studyIntentionType: z.string().nullable(),
  schoolName: z.string().nullable(),
  gradeType: z.string().nullable(),
  educationSystem: z.string().nullable(),
  abroadCountry: z.string().nullable(),
  universities: z.array(
    z.object({
      universityId: z.string(),
      nameCn: z.string(),
      nameEn: z.string().nullable(),
      matchingStateName: z.string().nullable(),
    }),
  ),
});
export type ConsoleStudent = z.infer<typeof consoleStudentSchema>;

export const consoleStudentQuerySchema = z.object({ studentId: idText() });

/** POST send a notice (console): to a student who has a conversation with one of the caller's accounts. */
export const sendNoticeBodySchema = z.object({
  userId: idText(),
  type: noticeTypeSchema.default(NOTICE_TYPE.SYSTEM),
  title: safeText().trim().min(1).max(CHAT_LIMITS.NOTICE_TITLE_MAX),
  content: safeText().trim().min(1).max(CHAT_LIMITS.NOTICE_CONTENT_MAX),
  link: safeText()
    .trim()
    .max(200)
    .regex(/^\/[A-Za-z0-9/_\-?=&.%]*$/)
    .optional(),
});
export type SendNoticeBody = z.input<typeof sendNoticeBodySchema>;

/** The accounts a staff member answers for (console header; `accountId` of the calls above). */
export const staffAccountSchema = z.object({
  accountId: z.string(),
  kind: z.enum(CHAT_ACCOUNT_KINDS),
  nameCn: z.string().nullable(),
  nickname: z.string().nullable(),
  headportraitPreviewUrl: z.string().nullable(),
  orgNameCn: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountsSchema = z.array(staffAccountSchema);

// --- tasks (SPEC section 7: user task unread count, polled every 20 s for service members) ----------------

export const taskUnreadCountSchema = z.number().int();

// --- file URLs ------------------------------------------------------------------------------------------

const FILE_URL = /^\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The URL the app stores and shows for an uploaded file. */
export function filePreviewUrl(fileId: string): string {
  return `/files/${fileId}`;
}

/** The file id of one of the app's own upload URLs (`/files/{uuid}`), or null for anything else. */
export function fileIdFromPreviewUrl(url: string): string | null {
  return FILE_URL.exec(url)?.[1] ?? null;
}
