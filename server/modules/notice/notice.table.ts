import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, primaryId } from '../../db/columns.ts';
import { optionalUserRef, userRef } from '../user/user.table.ts';

/** Notices to one user (SPEC section 3 notice types 1, 2, 3, 4, 5, 10). */
export const noticesTable = pgTable(
  'notices',
  {
    id: primaryId(),
    userId: userRef('user_id'),
    type: smallint('type').notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    content: text('content').notNull(),
    link: varchar('link', { length: 200 }),
    isRead: boolean('is_read').notNull().default(false),
    senderId: optionalUserRef('sender_id'),
    senderName: varchar('sender_name', { length: 50 }),
    createdAt: createdAtColumn().defaultNow(),
  },
  (table) => [
    index('notices_user_type_created_idx').on(table.userId, table.type, table.createdAt),
    index('notices_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.isRead} = false`),
  ],
);

export type NoticeRow = typeof noticesTable.$inferSelect;
