import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

import { PAPERWORK_KINDS } from '../../../src/contract/journey.ts';
import { filesTable } from '../files/files.table.ts';
import { usersTable } from '../user/user.table.ts';

/**
 * A student's materials (STUDENT_MATERIAL: transcript, language certificate, passport ...) and paperwork
 * (PAPERWORK, the PAPERWORK_TYPE dictionary: PS, recommendation letters, CV ...): one row per uploaded
 * version. Versions of one document share `groupId`; a new upload adds a row with `version` + 1 and keeps the
 * old ones. The file (`files`, a .doc, .docx or .pdf checked by its bytes) stays PRIVATE; the student and their
 * advisers read it (files `canRead` asks advising access). Deleting sets `deletedAt`.
 */
export const paperworkTable = pgTable(
  'paperwork',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAPERWORK_KINDS }).notNull(),
    /** PAPERWORK_TYPE code for PAPERWORK, STUDENT_MATERIAL_TYPES code for STUDENT_MATERIAL. */
    typeCode: varchar('type_code', { length: 20 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    groupId: uuid('group_id').notNull(),
    version: integer('version').notNull().default(1),
    fileId: uuid('file_id')
      .notNull()
      .references(() => filesTable.id, { onDelete: 'restrict' }),
    note: varchar('note', { length: 500 }).notNull().default(''),
    /** The student, or the adviser who uploaded it for them. */
    uploadedBy: uuid('uploaded_by').references(() => usersTable.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('paperwork_student_idx')
      .on(table.studentId, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
    index('paperwork_group_idx').on(table.groupId, table.version),
  ],
);

export type PaperworkRow = typeof paperworkTable.$inferSelect;
