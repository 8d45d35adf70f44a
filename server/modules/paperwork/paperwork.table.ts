import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';

import { PAPERWORK_KINDS } from '../../../src/contract/journey.ts';
import { createdAtColumn, primaryId, timestamptz } from '../../db/columns.ts';
import { filesTable } from '../files/files.table.ts';
import { optionalUserRef, userRef } from '../user/user.table.ts';

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
    id: primaryId(),
    studentId: userRef('student_id'),
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
    uploadedBy: optionalUserRef('uploaded_by'),
    createdAt: createdAtColumn().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    index('paperwork_student_idx')
      .on(table.studentId, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
    index('paperwork_group_idx').on(table.groupId, table.version),
  ],
);

export type PaperworkRow = typeof paperworkTable.$inferSelect;
