import { and, count, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';

import type { SmsPurpose } from '../../../src/contract/code-tables.ts';
import type { Database } from '../../lib/database.ts';
import { usersTable, type UserRow } from '../user/user.table.ts';
import {
  authTokensTable,
  captchasTable,
  loginBackoffsTable,
  smsCodesTable,
  type SmsCodeRow,
} from './auth.table.ts';

export type AuthRepository = ReturnType<typeof createAuthRepository>;

export function createAuthRepository({ db }: { db: Database }) {
  return {
    // tokens

    async insertToken(values: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }) {
      await db.insert(authTokensTable).values(values);
    },

    /** The owner of a live token (not revoked, not expired) and the token's expiry. */
    async findSession(tokenHash: string, now: Date): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
      const [row] = await db
        .select({ user: usersTable, expiresAt: authTokensTable.expiresAt })
        .from(authTokensTable)
        .innerJoin(usersTable, eq(usersTable.id, authTokensTable.userId))
        .where(
          and(
            eq(authTokensTable.tokenHash, tokenHash),
            isNull(authTokensTable.revokedAt),
            gt(authTokensTable.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    async revokeToken(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(authTokensTable)
        .set({ revokedAt: now })
        .where(and(eq(authTokensTable.tokenHash, tokenHash), isNull(authTokensTable.revokedAt)));
    },

    /** Revokes every live token of a user, except the one given (the session that changed the password). */
    async revokeUserTokens(userId: string, now: Date, exceptTokenHash?: string): Promise<void> {
      await db
        .update(authTokensTable)
        .set({ revokedAt: now })
        .where(
          and(
            eq(authTokensTable.userId, userId),
            isNull(authTokensTable.revokedAt),
            exceptTokenHash ? ne(authTokensTable.tokenHash, exceptTokenHash) : undefined,
          ),
        );
    },

    async deleteDeadTokens(userId: string, now: Date): Promise<void> {
      await db
        .delete(authTokensTable)
        .where(
          and(
            eq(authTokensTable.userId, userId),
            or(lt(authTokensTable.expiresAt, now), sql`${authTokensTable.revokedAt} is not null`),
          ),
        );
    },

    // sms codes

    /** Serialises the sends and checks of one phone until the surrounding transaction ends. */
    async lockPhone(phone: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
    },

    async countSentSince(phone: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ sent: count() })
        .from(smsCodesTable)
        .where(and(eq(smsCodesTable.phone, phone), gt(smsCodesTable.sentAt, since)));
      return row?.sent ?? 0;
    },

    async lastSentAt(phone: string): Promise<Date | null> {
      const [row] = await db
        .select({ sentAt: smsCodesTable.sentAt })
        .from(smsCodesTable)
        .where(eq(smsCodesTable.phone, phone))
        .orderBy(desc(smsCodesTable.sentAt))
        .limit(1);
      return row?.sentAt ?? null;
    },

    async insertCode(values: {
      phone: string;
      purpose: SmsPurpose;
      codeHash: string;
      sentAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(smsCodesTable).values(values);
    },

    /** The latest code sent to a phone for a purpose, if it has not been used. */
    async findLatestCode(phone: string, purpose: SmsPurpose): Promise<SmsCodeRow | undefined> {
      const [latest] = await db
        .select()
        .from(smsCodesTable)
        .where(and(eq(smsCodesTable.phone, phone), eq(smsCodesTable.purpose, purpose)))
        .orderBy(desc(smsCodesTable.sentAt))
        .limit(1);
      return latest && !latest.consumed ? latest : undefined;
    },

    async countWrongAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(smsCodesTable)
        .set({ attempts: sql`${smsCodesTable.attempts} + 1` })
        .where(eq(smsCodesTable.id, id))
        .returning({ attempts: smsCodesTable.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },

    /** Marks the code used; false when another request used it first. */
    async consumeCode(id: string): Promise<boolean> {
      const rows = await db
        .update(smsCodesTable)
        .set({ consumed: true })
        .where(and(eq(smsCodesTable.id, id), eq(smsCodesTable.consumed, false)))
        .returning({ id: smsCodesTable.id });
      return rows.length === 1;
    },

    /** Housekeeping: codes of a phone older than the hourly window are of no use any more. */
    async deleteCodesSentBefore(phone: string, before: Date): Promise<void> {
      await db
        .delete(smsCodesTable)
        .where(and(eq(smsCodesTable.phone, phone), lt(smsCodesTable.sentAt, before)));
    },

    // captchas

    async saveCaptcha(values: { key: string; answerHash: string; expiresAt: Date }): Promise<void> {
      await db
        .insert(captchasTable)
        .values({ ...values, used: false })
        .onConflictDoUpdate({
          target: captchasTable.key,
          set: { answerHash: values.answerHash, expiresAt: values.expiresAt, used: false },
        });
    },

    /** Uses the captcha up (single use) and returns what it was, if it was still unused. */
    async takeCaptcha(key: string): Promise<{ answerHash: string; expiresAt: Date } | undefined> {
      const [row] = await db
        .update(captchasTable)
        .set({ used: true })
        .where(and(eq(captchasTable.key, key), eq(captchasTable.used, false)))
        .returning({ answerHash: captchasTable.answerHash, expiresAt: captchasTable.expiresAt });
      return row;
    },

    async deleteCaptchasExpiredBefore(before: Date): Promise<void> {
      await db.delete(captchasTable).where(lt(captchasTable.expiresAt, before));
    },

    // password login back-off

    /** The latest end of a back-off among the keys, if one is still ahead of `now`. */
    async blockedUntil(keys: string[], now: Date): Promise<Date | null> {
      const rows = await db
        .select({ blockedUntil: loginBackoffsTable.blockedUntil })
        .from(loginBackoffsTable)
        .where(and(inArray(loginBackoffsTable.key, keys), gt(loginBackoffsTable.blockedUntil, now)));
      const ends = rows.flatMap((row) => (row.blockedUntil ? [row.blockedUntil.getTime()] : []));
      return ends.length > 0 ? new Date(Math.max(...ends)) : null;
    },

    /**
     * Counts a wrong password for a key, atomically; the count starts again when the last failure is as old
     * as `forgetBefore`. Returns the new count.
     */
    async countLoginFailure(key: string, now: Date, forgetBefore: Date): Promise<number> {
      const forgotten = sql`${loginBackoffsTable.lastFailureAt} <= ${forgetBefore.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(loginBackoffsTable)
        .values({ key, failures: 1, lastFailureAt: now, blockedUntil: null })
        .onConflictDoUpdate({
          target: loginBackoffsTable.key,
          set: {
            failures: sql`case when ${forgotten} then 1 else ${loginBackoffsTable.failures} + 1 end`,
            blockedUntil: sql`case when ${forgotten} then null else ${loginBackoffsTable.blockedUntil} end`,
            lastFailureAt: now,
          },
        })
        .returning({ failures: loginBackoffsTable.failures });
      return row?.failures ?? 1;
    },

    /** Makes the key wait until `until` (never shortens a longer wait set by a concurrent failure). */
    async blockLogin(key: string, until: Date): Promise<void> {
      await db
        .update(loginBackoffsTable)
        .set({
          blockedUntil: sql`greatest(${loginBackoffsTable.blockedUntil}, ${until.toISOString()}::timestamptz)`,
        })
        .where(eq(loginBackoffsTable.key, key));
    },

    async clearLoginFailures(key: string): Promise<void> {
      await db.delete(loginBackoffsTable).where(eq(loginBackoffsTable.key, key));
    },

    /** Housekeeping: counts forgotten and no longer blocking. */
    async deleteForgottenLoginFailures(forgetBefore: Date, now: Date): Promise<void> {
      await db
        .delete(loginBackoffsTable)
        .where(
          and(
            lte(loginBackoffsTable.lastFailureAt, forgetBefore),
            or(isNull(loginBackoffsTable.blockedUntil), lte(loginBackoffsTable.blockedUntil, now)),
          ),
        );
    },
  };
}
