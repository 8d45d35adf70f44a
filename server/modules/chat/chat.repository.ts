/**
 * Chat and notices over the tables of chat.table.ts (the model: src/contract/chat.ts). Every id a
 * client sends is checked to be a UUID before it reaches a uuid column (anything else finds nothing).
 *
 * Sending (`appendMessage`) is one transaction: find or create the conversation of (student, account), take
 * the next sequence number with `update conversations set last_seq = last_seq + 1 ... returning` (the row lock
 * orders concurrent senders; a rolled-back send gives its number back, so there is no gap), insert the message
 * with it and move the sender side's read marker to it. Because a side's marker moves to every message it
 * sends, the messages after a side's marker are all the other side's: unread = last_seq - last_read_seq.
 */
import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { ChatAccountKind } from '../../../src/contract/chat.ts';
import type { ChatMsgType } from '../../../src/contract/socket.ts';
import type { Database } from '../../lib/database.ts';
import { isUuid } from '../../lib/uuid.ts';
import { myUniversityListTable } from '../my-university-list/my-university-list.table.ts';
import { organizationsTable } from '../common/organization.table.ts';
import { universitiesTable } from '../school/school.table.ts';
import { studentProfilesTable, usersTable, type UserRow } from '../user/user.table.ts';
import {
  chatAccountMembersTable,
  chatAccountsTable,
  chatMessagesTable,
  chatReadsTable,
  conversationsTable,
  type ChatMessageRow,
  type ConversationRow,
} from './chat.table.ts';

/** A chat account with what a party sees of it. */
export interface AccountInfo {
  accountId: string;
  kind: ChatAccountKind;
  orgId: string | null;
  nameCn: string | null;
  nickname: string | null;
  headportraitPreviewUrl: string | null;
  orgNameCn: string | null;
}

/** One conversation as one side sees it: the other side's user fields, the newest message, the unread count. */
export interface ConversationView {
  conversation: ConversationRow;
  kind: ChatAccountKind;
  peer: Pick<UserRow, 'id' | 'nameCn' | 'nickname' | 'headportraitPreviewUrl'>;
  orgNameCn: string | null;
  lastMessage: ChatMessageRow | null;
  unreadCount: number;
}

export interface AppendMessageInput {
  studentId: string;
  accountId: string;
  fromUserId: string;
  toUserId: string;
  /** The person who wrote it: the student, or the staff member writing as the account. */
  senderId: string;
  clientMsgId: string | null;
  msgType: ChatMsgType;
  message: string;
  /** An image message's file: checked to be the sender's jpg/png upload, then attached to the conversation. */
  imageFileId: string | null;
  now: Date;
}

/** Why an image message's file was refused. */
export type ImageFileProblem = 'not-found' | 'not-own';

export class ImageFileRefused extends Error {
  constructor(readonly problem: ImageFileProblem) {
    super(`chat image refused: ${problem}`);
    this.name = 'ImageFileRefused';
  }
}

/**
 * The rule for an image message's file, run in the send's transaction with the conversation it goes to: the
 * file must be the sender's own jpg/png upload, and is attached to the conversation (its parties may read it
 * from then on). The files module owns the files table and implements it (server/app.ts passes it in).
 */
export interface ChatImages {
  claim(
    tx: Database,
    fileId: string,
    senderId: string,
    conversationId: string,
  ): Promise<ImageFileProblem | null>;
}

const accountUser = alias(usersTable, 'account_user');

const accountInfoColumns = {
  accountId: chatAccountsTable.userId,
  kind: chatAccountsTable.kind,
  orgId: chatAccountsTable.orgId,
  nameCn: accountUser.nameCn,
  nickname: accountUser.nickname,
  headportraitPreviewUrl: accountUser.headportraitPreviewUrl,
  orgNameCn: organizationsTable.nameCn,
};

/** Accounts with their user row and organization (an organization's account, or a counselor's own). */
function selectAccounts(db: Database, where: SQL | undefined) {
  return db
    .select(accountInfoColumns)
    .from(chatAccountsTable)
    .innerJoin(accountUser, eq(accountUser.id, chatAccountsTable.userId))
    .leftJoin(
      organizationsTable,
      eq(organizationsTable.id, sql`coalesce(${chatAccountsTable.orgId}, ${accountUser.orgId})`),
    )
    .where(where);
}

async function ensureConversation(tx: Database, studentId: string, accountId: string) {
  await tx.insert(conversationsTable).values({ studentId, accountId }).onConflictDoNothing();
  const [conversation] = await tx
    .select()
    .from(conversationsTable)
    .where(and(eq(conversationsTable.studentId, studentId), eq(conversationsTable.accountId, accountId)));
  if (!conversation) throw new Error('conversation vanished after insert');
  return conversation;
}

function readerOf(side: 'student' | 'account') {
  return side === 'student' ? conversationsTable.studentId : conversationsTable.accountId;
}

/** Conversations of one side (the student's, or those of the given accounts), newest first. */
async function conversationViews(
  db: Database,
  side: 'student' | 'account',
  where: SQL | undefined,
): Promise<ConversationView[]> {
  const peerUser = alias(usersTable, 'peer_user');
  const lastMessage = alias(chatMessagesTable, 'last_message');
  const peerId = side === 'student' ? conversationsTable.accountId : conversationsTable.studentId;
  const rows = await db
    .select({
      conversation: conversationsTable,
      kind: chatAccountsTable.kind,
      peer: {
        id: peerUser.id,
        nameCn: peerUser.nameCn,
        nickname: peerUser.nickname,
        headportraitPreviewUrl: peerUser.headportraitPreviewUrl,
      },
      orgNameCn: organizationsTable.nameCn,
      lastMessage,
      lastReadSeq: chatReadsTable.lastReadSeq,
    })
    .from(conversationsTable)
    .innerJoin(chatAccountsTable, eq(chatAccountsTable.userId, conversationsTable.accountId))
    .innerJoin(accountUser, eq(accountUser.id, conversationsTable.accountId))
    .innerJoin(peerUser, eq(peerUser.id, peerId))
    .leftJoin(
      organizationsTable,
      eq(organizationsTable.id, sql`coalesce(${chatAccountsTable.orgId}, ${accountUser.orgId})`),
    )
    .leftJoin(
      lastMessage,
      and(
        eq(lastMessage.conversationId, conversationsTable.id),
        eq(lastMessage.seq, conversationsTable.lastSeq),
      ),
    )
    .leftJoin(
      chatReadsTable,
      and(
        eq(chatReadsTable.conversationId, conversationsTable.id),
        eq(chatReadsTable.readerId, readerOf(side)),
      ),
    )
    .where(where)
    .orderBy(
      desc(sql`coalesce(${conversationsTable.lastMessageAt}, ${conversationsTable.createdAt})`),
      desc(conversationsTable.id),
    );
  return rows.map((row) => ({
    conversation: row.conversation,
    kind: row.kind,
    peer: row.peer,
    orgNameCn: row.orgNameCn,
    lastMessage: row.lastMessage,
    unreadCount: Math.max(0, row.conversation.lastSeq - (row.lastReadSeq ?? 0)),
  }));
}

/** The platform's, organizations' and members' chat accounts. */
function createAccountRows(db: Database) {
  return {
    async findUser(id: string): Promise<UserRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [user] = await db.select().from(usersTable).where(eq(usersTable.id, id));
      return user;
    },

    async findAccount(accountId: string): Promise<AccountInfo | undefined> {
      if (!isUuid(accountId)) return undefined;
      const [account] = await selectAccounts(db, eq(chatAccountsTable.userId, accountId));
      return account;
    },

    async findPlatformAccount(): Promise<AccountInfo | undefined> {
      const [account] = await selectAccounts(db, eq(chatAccountsTable.kind, 'PLATFORM'))
        .orderBy(asc(chatAccountsTable.createdAt))
        .limit(1);
      return account;
    },

    async findOrgAccount(orgId: string): Promise<AccountInfo | undefined> {
      if (!isUuid(orgId)) return undefined;
      const [account] = await selectAccounts(
        db,
        and(eq(chatAccountsTable.kind, 'ORG'), eq(chatAccountsTable.orgId, orgId)),
      )
        .orderBy(asc(chatAccountsTable.createdAt))
        .limit(1);
      return account;
    },

    /** The accounts a staff member operates (platform inbox first, then organizations, then own). */
    async accountsOf(memberId: string): Promise<AccountInfo[]> {
      const rows = await db
        .select(accountInfoColumns)
        .from(chatAccountMembersTable)
        .innerJoin(chatAccountsTable, eq(chatAccountsTable.userId, chatAccountMembersTable.accountId))
        .innerJoin(accountUser, eq(accountUser.id, chatAccountsTable.userId))
        .leftJoin(
          organizationsTable,
          eq(organizationsTable.id, sql`coalesce(${chatAccountsTable.orgId}, ${accountUser.orgId})`),
        )
        .where(eq(chatAccountMembersTable.memberId, memberId))
        .orderBy(asc(chatAccountsTable.createdAt), asc(chatAccountsTable.userId));
      const order: Record<ChatAccountKind, number> = { PLATFORM: 0, ORG: 1, COUNSELOR: 2 };
      return rows.sort((a, b) => order[a.kind] - order[b.kind]);
    },

    async accountIdsOf(memberId: string): Promise<string[]> {
      const rows = await db
        .select({ accountId: chatAccountMembersTable.accountId })
        .from(chatAccountMembersTable)
        .where(eq(chatAccountMembersTable.memberId, memberId));
      return rows.map((row) => row.accountId);
    },
  };
}

/** Conversations: found, or opened for a student and an account, and marked read. */
function createConversationRows(db: Database) {
  return {
    async findConversation(id: string): Promise<ConversationRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [conversation] = await db.select().from(conversationsTable).where(eq(conversationsTable.id, id));
      return conversation;
    },

    async findConversationOf(studentId: string, accountId: string): Promise<ConversationRow | undefined> {
      const [conversation] = await db
        .select()
        .from(conversationsTable)
        .where(and(eq(conversationsTable.studentId, studentId), eq(conversationsTable.accountId, accountId)));
      return conversation;
    },

    openConversation(studentId: string, accountId: string): Promise<ConversationRow> {
      return db.transaction((tx) => ensureConversation(tx, studentId, accountId));
    },

    /** Moves a side's read marker to the conversation's newest message. */
    async markRead(conversationId: string, readerId: string): Promise<void> {
      await db
        .insert(chatReadsTable)
        .select(
          db
            .select({
              conversationId: conversationsTable.id,
              readerId: sql<string>`${readerId}::uuid`.as('reader_id'),
              lastReadSeq: conversationsTable.lastSeq,
            })
            .from(conversationsTable)
            .where(eq(conversationsTable.id, conversationId)),
        )
        .onConflictDoUpdate({
          target: [chatReadsTable.conversationId, chatReadsTable.readerId],
          set: { lastReadSeq: sql`greatest(${chatReadsTable.lastReadSeq}, excluded.last_read_seq)` },
        });
    },
  };
}

/** Messages of conversations and their image claims. */
function createMessageRows(db: Database, images: ChatImages) {
  async function checkImage(tx: Database, fileId: string, senderId: string, conversationId: string) {
    const problem = await images.claim(tx, fileId, senderId, conversationId);
    if (problem) throw new ImageFileRefused(problem);
  }

  return {
    async findBySenderClientId(senderId: string, clientMsgId: string): Promise<ChatMessageRow | undefined> {
      const [message] = await db
        .select()
        .from(chatMessagesTable)
        .where(and(eq(chatMessagesTable.senderId, senderId), eq(chatMessagesTable.clientMsgId, clientMsgId)));
      return message;
    },

    /** Stores a message with the conversation's next sequence number (see the header). */
    appendMessage(input: AppendMessageInput): Promise<ChatMessageRow> {
      return db.transaction(async (tx) => {
        const conversation = await ensureConversation(tx, input.studentId, input.accountId);
        if (input.imageFileId) await checkImage(tx, input.imageFileId, input.senderId, conversation.id);
        const [next] = await tx
          .update(conversationsTable)
          .set({ lastSeq: sql`${conversationsTable.lastSeq} + 1`, lastMessageAt: input.now })
          .where(eq(conversationsTable.id, conversation.id))
          .returning({ lastSeq: conversationsTable.lastSeq });
        if (!next) throw new Error('conversation vanished while sending');
        const [message] = await tx
          .insert(chatMessagesTable)
          .values({
            conversationId: conversation.id,
            seq: next.lastSeq,
            fromUserId: input.fromUserId,
            toUserId: input.toUserId,
            senderId: input.senderId,
            clientMsgId: input.clientMsgId,
            msgType: input.msgType,
            message: input.message,
            sendTime: input.now,
          })
          .returning();
        if (!message) throw new Error('message insert returned nothing');
        await tx
          .insert(chatReadsTable)
          .values({ conversationId: conversation.id, readerId: input.fromUserId, lastReadSeq: next.lastSeq })
          .onConflictDoUpdate({
            target: [chatReadsTable.conversationId, chatReadsTable.readerId],
            set: { lastReadSeq: sql`greatest(${chatReadsTable.lastReadSeq}, excluded.last_read_seq)` },
          });
        return message;
      });
    },

    /** The newest `limit` messages before a sequence number or a time, oldest first. */
    async messagesBefore(
      conversationId: string,
      { beforeSeq, beforeTime, limit }: { beforeSeq?: number; beforeTime?: Date; limit: number },
    ): Promise<ChatMessageRow[]> {
      const rows = await db
        .select()
        .from(chatMessagesTable)
        .where(
          and(
            eq(chatMessagesTable.conversationId, conversationId),
            beforeSeq === undefined ? undefined : lt(chatMessagesTable.seq, beforeSeq),
            beforeTime === undefined ? undefined : lt(chatMessagesTable.sendTime, beforeTime),
          ),
        )
        .orderBy(desc(chatMessagesTable.seq))
        .limit(limit);
      return rows.reverse();
    },

    /** Messages after a sequence number, oldest first (back-fill). */
    messagesAfter(conversationId: string, afterSeq: number, limit: number): Promise<ChatMessageRow[]> {
      return db
        .select()
        .from(chatMessagesTable)
        .where(and(eq(chatMessagesTable.conversationId, conversationId), gt(chatMessagesTable.seq, afterSeq)))
        .orderBy(asc(chatMessagesTable.seq))
        .limit(limit);
    },

    /** A student's conversations (every one, also those not started yet), newest first. */
  };
}

/** The conversation lists, unread counts and a student's profile as the staff sees them. */
function createConversationViewRows(db: Database) {
  return {
    conversationsOfStudent(studentId: string): Promise<ConversationView[]> {
      return conversationViews(db, 'student', eq(conversationsTable.studentId, studentId));
    },

    /** The conversations of the given accounts that have messages, newest first. */
    conversationsOfAccounts(accountIds: string[]): Promise<ConversationView[]> {
      if (accountIds.length === 0) return Promise.resolve([]);
      return conversationViews(
        db,
        'account',
        and(inArray(conversationsTable.accountId, accountIds), gt(conversationsTable.lastSeq, 0)),
      );
    },

    /** One conversation as one side sees it. */
    async conversationView(side: 'student' | 'account', conversationId: string) {
      const [view] = await conversationViews(db, side, eq(conversationsTable.id, conversationId));
      return view;
    },

    /** Unread messages of a student (as the student side) or of accounts (as the account side). */
    async unreadChat(side: 'student' | 'account', ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const owner = side === 'student' ? conversationsTable.studentId : conversationsTable.accountId;
      const [row] = await db
        .select({
          unread: sql<number>`coalesce(sum(greatest(${conversationsTable.lastSeq} - coalesce(${chatReadsTable.lastReadSeq}, 0), 0)), 0)::int`,
        })
        .from(conversationsTable)
        .leftJoin(
          chatReadsTable,
          and(eq(chatReadsTable.conversationId, conversationsTable.id), eq(chatReadsTable.readerId, owner)),
        )
        .where(inArray(owner, ids));
      return row?.unread ?? 0;
    },

    /** Avatars of users by id (message mapping). */
    async avatars(ids: string[]): Promise<Map<string, string | null>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: usersTable.id, url: usersTable.headportraitPreviewUrl })
        .from(usersTable)
        .where(inArray(usersTable.id, unique));
      return new Map(rows.map((row) => [row.id, row.url]));
    },

    // --- console ---------------------------------------------------------------------------------------

    /** True when the student has a conversation with one of the accounts. */
    async hasConversationWith(studentId: string, accountIds: string[]): Promise<boolean> {
      if (accountIds.length === 0 || !isUuid(studentId)) return false;
      const [row] = await db
        .select({ id: conversationsTable.id })
        .from(conversationsTable)
        .where(
          and(eq(conversationsTable.studentId, studentId), inArray(conversationsTable.accountId, accountIds)),
        )
        .limit(1);
      return Boolean(row);
    },

    async studentProfile(studentId: string) {
      const [row] = await db
        .select({ user: usersTable, profile: studentProfilesTable })
        .from(usersTable)
        .leftJoin(studentProfilesTable, eq(studentProfilesTable.userId, usersTable.id))
        .where(eq(usersTable.id, studentId));
      return row;
    },

    studentUniversities(studentId: string) {
      return db
        .select({
          universityId: universitiesTable.id,
          nameCn: universitiesTable.nameCn,
          nameEn: universitiesTable.nameEn,
          matchingState: myUniversityListTable.matchingState,
        })
        .from(myUniversityListTable)
        .innerJoin(universitiesTable, eq(universitiesTable.id, myUniversityListTable.universityId))
        .where(eq(myUniversityListTable.userId, studentId))
        .orderBy(desc(myUniversityListTable.joinedAt));
    },
  };
}

export function createChatRepository({ db, images }: { db: Database; images: ChatImages }) {
  return {
    ...createAccountRows(db),
    ...createConversationRows(db),
    ...createMessageRows(db, images),
    ...createConversationViewRows(db),
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;

/** The chat side of the unread summary: a staff member's accounts' unread messages, or a student's own. */
export async function unreadChatOf(db: Database, user: UserRow): Promise<number> {
  const views = createConversationViewRows(db);
  return user.staffRole !== null
    ? views.unreadChat('account', await createAccountRows(db).accountIdsOf(user.id))
    : views.unreadChat('student', [user.id]);
}
