import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

import { UPLOAD_FILE_KIND } from '../../../src/contract/code-tables.ts';
import { conversationsTable } from '../chat/chat.table.ts';
import { usersTable } from '../user/user.table.ts';

export const FILE_VISIBILITIES = ['PRIVATE', 'PUBLIC'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

/**
 * Uploaded files (SPEC section 7 minio/upload). The bytes live in the storage adapter under `storageKey`; the
 * content type was decided from the bytes. A file is PRIVATE (its owner only) until something references it:
 * a chat image message sets `conversationId` (then the conversation's parties may read it), a public record
 * (an avatar, a circle post) makes it PUBLIC.
 */
export const filesTable = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    fileType: text('file_type', { enum: UPLOAD_FILE_KIND }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull(),
    visibility: text('visibility', { enum: FILE_VISIBILITIES }).notNull().default('PRIVATE'),
    conversationId: uuid('conversation_id').references(() => conversationsTable.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_owner_idx').on(table.ownerId)],
);

export type FileRow = typeof filesTable.$inferSelect;
