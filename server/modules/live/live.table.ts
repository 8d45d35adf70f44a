import { index, integer, jsonb, pgTable, primaryKey, text, uuid, varchar } from 'drizzle-orm/pg-core';

import { cascadeRef, createdAtColumn, primaryId, timestamptz, updatedAtColumn } from '../../db/columns.ts';
import { organizationsTable } from '../common/organization.table.ts';
import { optionalUserRef, userRef } from '../user/user.table.ts';

/**
 * Live sessions (src/contract/live.ts): scheduled events of an organization, hosted by a counselor. The state
 * (upcoming / live / ended) is never stored: it comes from start, duration and the app clock.
 * `reminded_at` marks that the 15-minute reminders went out (claimed by one process with an update).
 */
export const liveSessionsTable = pgTable(
  'live_sessions',
  {
    id: primaryId(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    orgId: uuid('org_id').references(() => organizationsTable.id, { onDelete: 'cascade' }),
    hostUserId: optionalUserRef('host_user_id'),
    startAt: timestamptz('start_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    remindedAt: timestamptz('reminded_at'),
    createdAt: createdAtColumn().defaultNow(),
  },
  (table) => [
    index('live_sessions_start_idx').on(table.startAt),
    index('live_sessions_org_idx').on(table.orgId),
    index('live_sessions_host_idx').on(table.hostUserId),
  ],
);

/** A student's reservation of a session: one per (user, session). */
export const liveReservationsTable = pgTable(
  'live_reservations',
  {
    userId: userRef('user_id'),
    liveId: cascadeRef('live_id', () => liveSessionsTable.id),
    createdAt: createdAtColumn().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.liveId] }),
    index('live_reservations_live_idx').on(table.liveId),
  ],
);

/**
 * Recorded playbacks: the video and its poster are bytes of the storage adapter under `file_key` and
 * `poster_key` (server/adapters/storage); `file_bytes` is the video's size, so a Range request is answered
 * (or refused with 416) before the storage is opened.
 */
export const playbacksTable = pgTable(
  'playbacks',
  {
    id: primaryId(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    orgId: uuid('org_id').references(() => organizationsTable.id, { onDelete: 'cascade' }),
    hostUserId: optionalUserRef('host_user_id'),
    durationSeconds: integer('duration_seconds').notNull(),
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    fileBytes: integer('file_bytes').notNull(),
    posterKey: varchar('poster_key', { length: 200 }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    publishedAt: timestamptz('published_at').notNull(),
  },
  (table) => [
    index('playbacks_published_idx').on(table.publishedAt),
    index('playbacks_org_idx').on(table.orgId),
    index('playbacks_host_idx').on(table.hostUserId),
  ],
);

/** A user's position in a playback: one row per (user, playback), the last save wins. */
export const playbackPositionsTable = pgTable(
  'playback_positions',
  {
    userId: userRef('user_id'),
    playbackId: cascadeRef('playback_id', () => playbacksTable.id),
    seconds: integer('seconds').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.playbackId] })],
);

export type LiveSessionRow = typeof liveSessionsTable.$inferSelect;
export type PlaybackRow = typeof playbacksTable.$inferSelect;
