/**
 * The rules of chat, notices and the console (the model: src/contract/chat.ts):
 * - A caller is a student (users.staff_role null) or a staff member. A student's side of a conversation is
 *   the student; a staff member's is one of the accounts they operate (chat_account_members).
 * - A student talks only with chat accounts, never with themself; opening or writing to an account creates
 *   the conversation. Staff write only into existing conversations of their accounts (a student starts
 *   them), so a staff member reaches no student who has not contacted one of their accounts.
 * - Whatever names a conversation (its id, or the peer) is answered only to its two sides; anything else is
 *   423 无访问权限, whether or not the conversation exists.
 * - A message is sent as `fromUserId`: the student themself, or an account the staff member operates; the
 *   actual writer is stored as `senderId`, and (senderId, clientMsgId) makes a resend return the stored one.
 */

import {
  fileIdFromPreviewUrl,
  type ChatFriend,
  type ConsoleStudent,
  type Notice,
  type OrgService,
  type PlatformService,
  type SendNoticeBody,
  type StaffAccount,
  type UnreadSummary,
} from '../../../src/contract/chat.ts';
import { RESULT_CODE } from '../../../src/contract/result-codes.ts';
import { userRoom, type ChatMessage } from '../../../src/contract/socket.ts';
import type { Database } from '../../lib/database.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { createError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { toNotice } from '../notice/notice.mappers.ts';
import { createNoticeRepository, type NoticeRepository } from '../notice/notice.repository.ts';
import { createNoticeUsecases } from '../notice/notice.usecases.ts';
import type { UserRow } from '../user/user.table.ts';
import {
  createFileNotFoundError,
  createFileNotOwnError,
  createNotPartyError,
  createPeerNotStaffError,
  createSelfChatError,
  createServiceNotFoundError,
} from './chat.errors.ts';
import {
  toChatFriend,
  toChatMessage,
  toConsoleStudent,
  toOrgService,
  toPlatformService,
  toStaffAccount,
} from './chat.mappers.ts';
import {
  createChatRepository,
  ImageFileRefused,
  type ChatImages,
  type ChatRepository,
  unreadChatOf,
} from './chat.repository.ts';
import type { ChatMessageRow, ConversationRow } from './chat.table.ts';

const SENDER_CLIENT_UNIQUE = 'chat_messages_sender_client_unique';

/** A conversation's two sides, and which one the caller is. */
interface Pair {
  studentId: string;
  accountId: string;
  side: 'student' | 'account';
  /** The caller's side: the student's id or the account's. */
  selfId: string;
  peerId: string;
}

export interface SendInput {
  fromUserId: string;
  toUserId: string;
  message: string;
  msgType: 'text' | 'image';
  clientMsgId?: string | undefined;
}

export interface SendResult {
  message: ChatMessage;
  /** False when the message was stored before (a resend with the same clientMsgId). */
  created: boolean;
  /** The rooms of both sides: the student's and the account's (its staff join it). */
  rooms: string[];
}

export interface MessagesQuery {
  peerId: string;
  accountId?: string | undefined;
  limit: number;
  beforeSeq?: number | undefined;
  beforeTime?: string | undefined;
}

/** Times a database timestamp holds as the client means it: years 1970 to 9999. */
const TIME_RANGE = { min: Date.UTC(1970, 0, 1), max: Date.UTC(10_000, 0, 1) };

/** A `lastTime` / `minSendTime` (ISO or `yyyy-MM-dd HH:mm:ss`); anything else, or out of range: 410. */
function parseTime(value: string | undefined): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const time = new Date(value).getTime();
  if (Number.isNaN(time) || time < TIME_RANGE.min || time >= TIME_RANGE.max) {
    throw createError({ code: RESULT_CODE.INVALID });
  }
  return new Date(time);
}

type Now = () => Date;

/** A student's pair with an account; the conversation may not exist yet. */
async function studentPair(
  repo: ChatRepository,
  user: UserRow,
  peerId: string,
): Promise<{ pair: Pair; conversation: ConversationRow | undefined }> {
  const account = await repo.findAccount(peerId);
  if (!account) throw createPeerNotStaffError();
  const pair: Pair = {
    studentId: user.id,
    accountId: account.accountId,
    side: 'student',
    selfId: user.id,
    peerId,
  };
  return { pair, conversation: await repo.findConversationOf(user.id, account.accountId) };
}

/** A staff member's existing conversation with a student, of one of their accounts (`accountId`, else any). */
async function staffPair(
  repo: ChatRepository,
  user: UserRow,
  peerId: string,
  accountId: string | undefined,
): Promise<{ pair: Pair; conversation: ConversationRow }> {
  const operated = (await repo.accountsOf(user.id)).map((a) => a.accountId);
  if (accountId !== undefined && !operated.includes(accountId)) throw createNotPartyError();
  if (!isUuid(peerId)) throw createNotPartyError();
  for (const candidate of accountId === undefined ? operated : [accountId]) {
    const conversation = await repo.findConversationOf(peerId, candidate);
    if (conversation) {
      const pair: Pair = {
        studentId: peerId,
        accountId: candidate,
        side: 'account',
        selfId: candidate,
        peerId,
      };
      return { pair, conversation };
    }
  }
  throw createNotPartyError();
}

/** Who may act on which conversation (see the header): the pairs and sides every other part builds on. */
function createChatAccess(repo: ChatRepository) {
  const isStaff = (user: UserRow) => user.staffRole !== null;

  /** The accounts a staff member operates; 423 for anyone else. */
  async function requireStaff(user: UserRow): Promise<string[]> {
    if (!isStaff(user)) throw createNotPartyError();
    return repo.accountIdsOf(user.id);
  }

  return {
    isStaff,
    requireStaff,

    /** The caller's pair with a peer: `studentPair` or `staffPair`; never with oneself. */
    async resolvePair(
      user: UserRow,
      peerId: string,
      accountId: string | undefined,
    ): Promise<{ pair: Pair; conversation: ConversationRow | undefined }> {
      if (peerId === user.id) throw createSelfChatError();
      return isStaff(user) ? staffPair(repo, user, peerId, accountId) : studentPair(repo, user, peerId);
    },

    /** The conversation of an id, and the caller's side of it; 423 when the caller is neither side. */
    async conversationForParty(
      user: UserRow,
      conversationId: string,
    ): Promise<{ conversation: ConversationRow; selfId: string }> {
      const conversation = await repo.findConversation(conversationId);
      if (conversation) {
        if (conversation.studentId === user.id) return { conversation, selfId: user.id };
        if (isStaff(user) && (await repo.accountIdsOf(user.id)).includes(conversation.accountId)) {
          return { conversation, selfId: conversation.accountId };
        }
      }
      throw createNotPartyError();
    },

    async requireStudentOfMine(user: UserRow, studentId: string): Promise<void> {
      const accounts = await requireStaff(user);
      if (!(await repo.hasConversationWith(studentId, accounts))) throw createNotPartyError();
    },
  };
}

type ChatAccess = ReturnType<typeof createChatAccess>;

/**
 * Stores (or finds, on a resend) a message sent by `user` as `input.fromUserId`: resolves the pair, answers a
 * resend (same clientMsgId) with the stored message, else `appendMessage` (one transaction).
 */
function createSend(repo: ChatRepository, access: ChatAccess, now: Now) {
  return async function send(user: UserRow, input: SendInput): Promise<SendResult> {
    let pair: Pair;
    if (!access.isStaff(user)) {
      if (input.fromUserId !== user.id) throw createNotPartyError();
      ({ pair } = await access.resolvePair(user, input.toUserId, undefined));
    } else {
      if (input.toUserId === input.fromUserId) throw createSelfChatError();
      ({ pair } = await access.resolvePair(user, input.toUserId, input.fromUserId));
    }
    const rooms = [userRoom(pair.studentId), userRoom(pair.accountId)];
    const clientMsgId = input.clientMsgId ?? null;
    const stored = async (row: ChatMessageRow): Promise<SendResult> => {
      const avatars = await repo.avatars([pair.studentId, pair.accountId]);
      return { message: toChatMessage(row, avatars), created: false, rooms };
    };
    if (clientMsgId) {
      const existing = await repo.findBySenderClientId(user.id, clientMsgId);
      if (existing) return stored(existing);
    }
    let imageFileId: string | null = null;
    if (input.msgType === 'image') {
      imageFileId = fileIdFromPreviewUrl(input.message);
      if (!imageFileId) throw createFileNotFoundError();
    }
    try {
      const row = await repo.appendMessage({
        studentId: pair.studentId,
        accountId: pair.accountId,
        fromUserId: pair.selfId,
        toUserId: pair.peerId,
        senderId: user.id,
        clientMsgId,
        msgType: input.msgType,
        message: input.message,
        imageFileId,
        now: now(),
      });
      return { ...(await stored(row)), created: true };
    } catch (error) {
      if (error instanceof ImageFileRefused) {
        throw error.problem === 'not-found' ? createFileNotFoundError() : createFileNotOwnError();
      }
      if (clientMsgId && isUniqueViolation(error, SENDER_CLIENT_UNIQUE)) {
        // the same message raced in from another tab or process: answer with the one stored
        const existing = await repo.findBySenderClientId(user.id, clientMsgId);
        if (existing) return stored(existing);
      }
      throw error;
    }
  };
}

/** A staff member's notice to a student of theirs (the notice module stores and lists notices). */
function createStaffNoticeUsecases(noticeRepo: NoticeRepository, access: ChatAccess, now: Now) {
  return {
    /** Stores a notice from a staff member to a student of theirs; the caller emits it. */
    async sendNotice(
      user: UserRow,
      body: Required<Pick<SendNoticeBody, 'type'>> & SendNoticeBody,
    ): Promise<Notice> {
      await access.requireStudentOfMine(user, body.userId);
      const row = await noticeRepo.insertNotice({
        userId: body.userId,
        type: body.type,
        title: body.title,
        content: body.content,
        link: body.link ?? null,
        senderId: user.id,
        senderName: user.nameCn ?? user.nickname,
        now: now(),
      });
      return toNotice(row);
    },
  };
}

/** Reading conversations: the list, pages of messages, the back-fill, opening one, marking it read. */
function createConversationUsecases(
  repo: ChatRepository,
  access: ChatAccess,
  unreadSummary: (user: UserRow) => Promise<UnreadSummary>,
) {
  async function mapMessages(conversation: ConversationRow, rows: ChatMessageRow[]): Promise<ChatMessage[]> {
    if (rows.length === 0) return [];
    const avatars = await repo.avatars([conversation.studentId, conversation.accountId]);
    return rows.map((row) => toChatMessage(row, avatars));
  }

  async function messagesOf(user: UserRow, query: MessagesQuery, markRead: boolean): Promise<ChatMessage[]> {
    const beforeTime = parseTime(query.beforeTime);
    const { pair, conversation } = await access.resolvePair(user, query.peerId, query.accountId);
    if (!conversation) return [];
    const rows = await repo.messagesBefore(conversation.id, {
      limit: query.limit,
      ...(query.beforeSeq === undefined ? {} : { beforeSeq: query.beforeSeq }),
      ...(beforeTime === undefined ? {} : { beforeTime }),
    });
    if (markRead) await repo.markRead(conversation.id, pair.selfId);
    return mapMessages(conversation, rows);
  }

  return {
    /** Back-fill: a conversation's messages after a sequence number (parties only). */
    async after(user: UserRow, roomCode: string, afterSeq: number, limit: number): Promise<ChatMessage[]> {
      const { conversation } = await access.conversationForParty(user, roomCode);
      return mapMessages(conversation, await repo.messagesAfter(conversation.id, afterSeq, limit));
    },

    async friends(user: UserRow): Promise<ChatFriend[]> {
      const views = access.isStaff(user)
        ? await repo.conversationsOfAccounts(await repo.accountIdsOf(user.id))
        : await repo.conversationsOfStudent(user.id);
      return views.map(toChatFriend);
    },

    friendMessages: (user: UserRow, query: MessagesQuery) => messagesOf(user, query, false),

    /** Older records before `lastTime` (a page); marks the conversation read. */
    history: (user: UserRow, query: MessagesQuery) => messagesOf(user, query, true),

    /** Opens (a student: creates) the conversation with a peer; answers it as a chat friend. */
    async clickPrivate(user: UserRow, peerId: string): Promise<ChatFriend> {
      const resolved = await access.resolvePair(user, peerId, undefined);
      const conversation =
        resolved.conversation ??
        (await repo.openConversation(resolved.pair.studentId, resolved.pair.accountId));
      const view = await repo.conversationView(resolved.pair.side, conversation.id);
      if (!view) throw new Error('conversation view missing');
      return toChatFriend(view);
    },

    async setRead(user: UserRow, peerId: string, accountId: string | undefined): Promise<UnreadSummary> {
      const { pair, conversation } = await access.resolvePair(user, peerId, accountId);
      if (conversation) await repo.markRead(conversation.id, pair.selfId);
      return unreadSummary(user);
    },
  };
}

/** The service accounts a student finds, and the staff console's own reads. */
function createAccountUsecases(repo: ChatRepository, access: ChatAccess) {
  return {
    async platformService(): Promise<PlatformService> {
      const account = await repo.findPlatformAccount();
      if (!account) throw createServiceNotFoundError();
      return toPlatformService(account);
    },

    async orgService(orgId: string): Promise<OrgService> {
      const account = await repo.findOrgAccount(orgId);
      if (!account) throw createServiceNotFoundError();
      return toOrgService(account);
    },

    async staffAccounts(user: UserRow): Promise<StaffAccount[]> {
      if (!access.isStaff(user)) throw createNotPartyError();
      return (await repo.accountsOf(user.id)).map(toStaffAccount);
    },

    async consoleStudent(user: UserRow, studentId: string): Promise<ConsoleStudent> {
      await access.requireStudentOfMine(user, studentId);
      const row = await repo.studentProfile(studentId);
      if (!row) throw createNotPartyError();
      return toConsoleStudent(row.user, row.profile, await repo.studentUniversities(studentId));
    },
  };
}

export function createChatUsecases({
  db,
  now,
  images,
}: {
  db: Database;
  now: Now;
  /** The image messages' file rule (the files module's). */
  images: ChatImages;
}) {
  const repo: ChatRepository = createChatRepository({ db, images });
  const access = createChatAccess(repo);
  const notices = createNoticeUsecases({ db, unreadChat: unreadChatOf });
  return {
    repository: repo,

    /** Rooms a user's sockets join besides their own: the accounts they operate. */
    async accountRooms(userId: string): Promise<string[]> {
      return (await repo.accountIdsOf(userId)).map(userRoom);
    },

    findUser: (id: string) => repo.findUser(id),
    send: createSend(repo, access, now),
    ...createConversationUsecases(repo, access, notices.unreadSummary),
    ...createStaffNoticeUsecases(createNoticeRepository({ db }), access, now),
    ...createAccountUsecases(repo, access),
  };
}

export type ChatUsecases = ReturnType<typeof createChatUsecases>;
