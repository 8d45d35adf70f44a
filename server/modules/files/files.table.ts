import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

import { UPLOAD_FILE_KIND } from '../../../src/contract/code-tables.ts';
import { createdAtColumn, primaryId, setNullRef } from '../../db/columns.ts';
import { conversationsTable } from '../chat/chat.table.ts';
import { userRef } from '../user/user.table.ts';

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
    id: primaryId(),
    ownerId: userRef('owner_id'),
    fileType: text('file_type', { enum: UPLOAD_FILE_KIND }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull(),
    visibility: text('visibility', { enum: FILE_VISIBILITIES }).notNull().default('PRIVATE'),
    conversationId: setNullRef('conversation_id', () => conversationsTable.id),
    createdAt: createdAtColumn().defaultNow(),
  },
  (table) => [index('files_owner_idx').on(table.ownerId)],
);

export type FileRow = typeof filesTable.$inferSelect;
