import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

import { usersTable } from '../user/user.table.ts';

/** Notices to one user (SPEC section 3 notice types 1, 2, 3, 4, 5, 10). */
export const noticesTable = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    content: text('content').notNull(),
    link: varchar('link', { length: 200 }),
    isRead: boolean('is_read').notNull().default(false),
    senderId: uuid('sender_id').references(() => usersTable.id, { onDelete: 'set null' }),
    senderName: varchar('sender_name', { length: 50 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notices_user_type_created_idx').on(table.userId, table.type, table.createdAt),
    index('notices_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.isRead} = false`),
  ],
);

export type NoticeRow = typeof noticesTable.$inferSelect;
