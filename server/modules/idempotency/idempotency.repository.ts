import { and, eq, lt } from 'drizzle-orm';

import type { Database } from '../../lib/database.ts';
import { idempotencyKeysTable, type IdempotencyKeyRow } from './idempotency.table.ts';

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;

/** The stored first response of a key: the exact body text and its content type. */
export interface StoredResponse {
  contentType: string;
  body: string;
}

export interface ClaimInput {
  userId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
  now: Date;
  expiresAt: Date;
  /** A 'pending' row created before this instant is abandoned (a crash mid-write): it may be taken over. */
  staleBefore: Date;
}

export type ClaimResult = { won: true; claimedAt: Date } | { won: false; row: IdempotencyKeyRow };

export function isStoredResponse(value: unknown): value is StoredResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    'contentType' in value &&
    typeof value.contentType === 'string' &&
    'body' in value &&
    typeof value.body === 'string'
  );
}

export function createIdempotencyRepository({ db }: { db: Database }) {
  const t = idempotencyKeysTable;
  const byKey = (userId: string, key: string) => and(eq(t.userId, userId), eq(t.key, key));

  return {
    /**
     * Claims the key atomically: inserts a 'pending' row unless one exists (on conflict do nothing).
     * An expired row, or a 'pending' row abandoned long ago, is taken over with a compare-and-swap on
     * its created_at, so two racing takeovers still leave one winner. Otherwise returns the row.
     */
    async claim(input: ClaimInput): Promise<ClaimResult> {
      const values = {
        userId: input.userId,
        key: input.key,
        method: input.method.slice(0, 8),
        path: input.path.slice(0, 300),
        requestHash: input.requestHash,
        state: 'pending' as const,
        statusCode: null,
        response: null,
        createdAt: input.now,
        expiresAt: input.expiresAt,
      };
      // a row deleted or taken over between our statements: look again (a few times at most)
      for (let attempt = 0; ; attempt++) {
        const inserted = await db
          .insert(t)
          .values(values)
          .onConflictDoNothing({ target: [t.userId, t.key] })
          .returning({ key: t.key });
        if (inserted.length > 0) return { won: true, claimedAt: input.now };

        const [row] = await db.select().from(t).where(byKey(input.userId, input.key)).limit(1);
        if (!row) {
          if (attempt < 5) continue;
          throw new Error(`idempotency key ${input.key} keeps disappearing`);
        }
        const abandoned = row.state === 'pending' && row.createdAt < input.staleBefore;
        if ((row.expiresAt <= input.now || abandoned) && attempt < 3) {
          const taken = await db
            .update(t)
            .set(values)
            .where(and(byKey(input.userId, input.key), eq(t.createdAt, row.createdAt)))
            .returning({ key: t.key });
          if (taken.length > 0) return { won: true, claimedAt: input.now };
          continue;
        }
        return { won: false, row };
      }
    },

    async find(userId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
      const [row] = await db.select().from(t).where(byKey(userId, key)).limit(1);
      return row;
    },

    /** Completes our claim with the first confirmed response. */
    async complete(
      userId: string,
      key: string,
      claimedAt: Date,
      statusCode: number,
      response: StoredResponse,
    ) {
      await db
        .update(t)
        .set({ state: 'done', statusCode, response })
        .where(and(byKey(userId, key), eq(t.state, 'pending'), eq(t.createdAt, claimedAt)));
    },

    /** Gives our claim up (a rejection or a failure): the key may be used again, with another body too. */
    async release(userId: string, key: string, claimedAt: Date) {
      await db.delete(t).where(and(byKey(userId, key), eq(t.state, 'pending'), eq(t.createdAt, claimedAt)));
    },

    /** Deletes expired keys; returns how many. */
    async purgeExpired(now: Date): Promise<number> {
      const deleted = await db.delete(t).where(lt(t.expiresAt, now)).returning({ key: t.key });
      return deleted.length;
    },
  };
}
