import { index, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamptz } from '../../db/columns.ts';
import { userRef } from '../user/user.table.ts';

/**
 * Idempotency keys of the writes the client outbox sends (header Idempotency-Key, one per outbox entry).
 * A row is claimed before the write runs (state 'pending', which makes concurrent duplicates wait or
 * fail fast) and completed with the first confirmed response, which every replay returns. Kept at
 * least 7 days (expires_at), per user.
 */
export const idempotencyKeysTable = pgTable(
  'idempotency_keys',
  {
    userId: userRef('user_id'),
    key: varchar('key', { length: 64 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 300 }).notNull(),
    /** sha256 of method, path and the canonical JSON body. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    state: varchar('state', { length: 10 }).$type<'pending' | 'done'>().notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [table.userId, table.key] }),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeysTable.$inferSelect;
