import { boolean, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';

import { SMS_PURPOSES } from '../../../src/contract/code-tables.ts';
import { createdAtColumn, primaryId, timestamptz } from '../../db/columns.ts';
import { userRef } from '../user/user.table.ts';

/** Bearer tokens, stored as the sha256 of the token; revoked at logout. */
export const authTokensTable = pgTable(
  'auth_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: userRef('user_id'),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('auth_tokens_user_id_idx').on(table.userId)],
);

/** Sms verification codes, hashed; only the latest unconsumed one of a phone and purpose counts. */
export const smsCodesTable = pgTable(
  'sms_codes',
  {
    id: primaryId(),
    phone: varchar('phone', { length: 20 }).notNull(),
    purpose: text('purpose', { enum: SMS_PURPOSES }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    sentAt: timestamptz('sent_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumed: boolean('consumed').notNull().default(false),
  },
  (table) => [index('sms_codes_phone_sent_at_idx').on(table.phone, table.sentAt)],
);

export type SmsCodeRow = typeof smsCodesTable.$inferSelect;

/** Image captchas of the password login: hashed answer, single use. */
export const captchasTable = pgTable(
  'captchas',
  {
    key: uuid('key').primaryKey(),
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    used: boolean('used').notNull().default(false),
  },
  (table) => [index('captchas_expires_at_idx').on(table.expiresAt)],
);

/**
 * Password login back-off (LOGIN_BACKOFF in the contract): wrong passwords counted per key, `phone:{number}`
 * (registered or not) or `address:{client ip}`; while blocked_until is ahead, password login waits.
 */
export const loginBackoffsTable = pgTable(
  'login_backoffs',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamptz('last_failure_at').notNull(),
    blockedUntil: timestamptz('blocked_until'),
  },
  (table) => [index('login_backoffs_last_failure_at_idx').on(table.lastFailureAt)],
);
