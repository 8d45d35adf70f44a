import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';

import { PAPERWORK_KINDS, TASK_KINDS } from '../../../src/contract/journey.ts';
import { createdAtColumn, primaryId, setNullRef, timestamptz } from '../../db/columns.ts';
import { playbacksTable } from '../live/live.table.ts';
import { paperworkTable } from '../paperwork/paperwork.table.ts';
import { optionalUserRef, userRef } from '../user/user.table.ts';

/**
 * Tasks an adviser gives a service member (SPEC section 7 findMyTask, task/{id}, finishedTask; the unread
 * count behind the task badge). `kind` says what finishing takes: UPLOAD a document of `materialKind` /
 * `materialTypeCode` (`answerPaperworkId`), VIDEO watch the training video `playbackId` to the end
 * (`watchedSeconds`), TEXT write `answerText`, GENERAL mark it done. `deadlineId` names the application deadline
 * it was planned back from. `withdrawnAt`: the adviser took it back (gone from the student's lists).
 */
export const userTasksTable = pgTable(
  'user_tasks',
  {
    id: primaryId(),
    userId: userRef('user_id'),
    kind: text('kind', { enum: TASK_KINDS }).notNull().default('GENERAL'),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull().default(''),
    assignedBy: optionalUserRef('assigned_by'),
    dueAt: timestamptz('due_at'),
    materialKind: text('material_kind', { enum: PAPERWORK_KINDS }),
    materialTypeCode: varchar('material_type_code', { length: 20 }),
    playbackId: setNullRef('playback_id', () => playbacksTable.id),
    deadlineId: uuid('deadline_id'),
    isRead: boolean('is_read').notNull().default(false),
    answerText: text('answer_text'),
    answerPaperworkId: uuid('answer_paperwork_id').references(() => paperworkTable.id, {
      onDelete: 'set null',
    }),
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    finishedAt: timestamptz('finished_at'),
    withdrawnAt: timestamptz('withdrawn_at'),
    createdAt: createdAtColumn().defaultNow(),
  },
  (table) => [
    index('user_tasks_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.isRead} = false`),
    index('user_tasks_user_due_idx').on(table.userId, table.dueAt),
  ],
);

export type UserTaskRow = typeof userTasksTable.$inferSelect;
