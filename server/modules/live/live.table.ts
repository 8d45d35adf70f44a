import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

import { organizationsTable } from '../common/organization.table.ts';
import { usersTable } from '../user/user.table.ts';

/**
 * Live sessions (src/contract/live.ts): scheduled events of an organization, hosted by a counselor. The state
 * (upcoming / live / ended) is never stored: it comes from start, duration and the app clock.
 * `reminded_at` marks that the 15-minute reminders went out (claimed by one process with an update).
 */
export const liveSessionsTable = pgTable(
  'live_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    orgId: uuid('org_id').references(() => organizationsTable.id, { onDelete: 'cascade' }),
    hostUserId: uuid('host_user_id').references(() => usersTable.id, { onDelete: 'set null' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    liveId: uuid('live_id')
      .notNull()
      .references(() => liveSessionsTable.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    orgId: uuid('org_id').references(() => organizationsTable.id, { onDelete: 'cascade' }),
    hostUserId: uuid('host_user_id').references(() => usersTable.id, { onDelete: 'set null' }),
    durationSeconds: integer('duration_seconds').notNull(),
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    fileBytes: integer('file_bytes').notNull(),
    posterKey: varchar('poster_key', { length: 200 }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    playbackId: uuid('playback_id')
      .notNull()
      .references(() => playbacksTable.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.playbackId] })],
);

export type LiveSessionRow = typeof liveSessionsTable.$inferSelect;
export type PlaybackRow = typeof playbacksTable.$inferSelect;
