import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

import { CHAT_ACCOUNT_KINDS } from '../../../src/contract/chat.ts';
import { CHAT_MSG_TYPES } from '../../../src/contract/socket.ts';
import { cascadeRef, createdAtColumn, primaryId, timestamptz } from '../../db/columns.ts';
import { organizationsTable } from '../common/organization.table.ts';
import { userKey, userRef } from '../user/user.table.ts';

/**
 * A chat account: the answering side of conversations (src/contract/chat.ts, "The model"). `userId` is the
 * account's own users row (the platform service account, an organization's service account, or the counselor
 * themself); the staff who operate it are its members.
 */
export const chatAccountsTable = pgTable('chat_accounts', {
  userId: userKey(),
  kind: text('kind', { enum: CHAT_ACCOUNT_KINDS }).notNull(),
  orgId: uuid('org_id').references(() => organizationsTable.id, { onDelete: 'cascade' }),
  createdAt: createdAtColumn().defaultNow(),
});

export type ChatAccountRow = typeof chatAccountsTable.$inferSelect;

/** Staff member `memberId` answers for account `accountId` (a counselor is a member of their own account). */
export const chatAccountMembersTable = pgTable(
  'chat_account_members',
  {
    accountId: cascadeRef('account_id', () => chatAccountsTable.userId),
    memberId: userRef('member_id'),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.memberId] }),
    index('chat_account_members_member_idx').on(table.memberId),
  ],
);

/** One conversation per student and account; `lastSeq` is the sequence number of its newest message. */
export const conversationsTable = pgTable(
  'conversations',
  {
    id: primaryId(),
    studentId: userRef('student_id'),
    accountId: cascadeRef('account_id', () => chatAccountsTable.userId),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamptz('last_message_at'),
    createdAt: createdAtColumn().defaultNow(),
  },
  (table) => [
    unique('conversations_student_account_unique').on(table.studentId, table.accountId),
    index('conversations_account_last_idx').on(table.accountId, table.lastMessageAt),
    index('conversations_student_last_idx').on(table.studentId, table.lastMessageAt),
  ],
);

export type ConversationRow = typeof conversationsTable.$inferSelect;

/**
 * Messages. `seq` numbers a conversation's messages without gaps (taken from conversations.last_seq in the
 * insert's transaction); `senderId` is the person who wrote it (a staff member for the account side) and
 * `clientMsgId` their UUID for it: (senderId, clientMsgId) is unique, so a resend finds the stored message.
 */
export const chatMessagesTable = pgTable(
  'chat_messages',
  {
    id: primaryId(),
    conversationId: cascadeRef('conversation_id', () => conversationsTable.id),
    seq: integer('seq').notNull(),
    fromUserId: userRef('from_user_id'),
    toUserId: userRef('to_user_id'),
    senderId: userRef('sender_id'),
    clientMsgId: uuid('client_msg_id'),
    msgType: text('msg_type', { enum: CHAT_MSG_TYPES }).notNull(),
    message: text('message').notNull(),
    status: varchar('status', { length: 20 }),
    type: varchar('type', { length: 20 }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isStoped: boolean('is_stoped').notNull().default(false),
    sendTime: timestamptz('send_time').notNull().defaultNow(),
  },
  (table) => [
    unique('chat_messages_conversation_seq_unique').on(table.conversationId, table.seq),
    unique('chat_messages_sender_client_unique').on(table.senderId, table.clientMsgId),
  ],
);

export type ChatMessageRow = typeof chatMessagesTable.$inferSelect;

/** How far each side (the student; the account) has read a conversation. */
export const chatReadsTable = pgTable(
  'chat_reads',
  {
    conversationId: cascadeRef('conversation_id', () => conversationsTable.id),
    readerId: userRef('reader_id'),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.readerId] })],
);
