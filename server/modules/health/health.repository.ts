/**
 * What readiness reads: the newest migration applied to the database (drizzle's own bookkeeping table,
 * drizzle.__drizzle_migrations, written by migrate() at boot) and the newest one this build ships
 * (server/db/migrations/meta/_journal.json). The table is declared here only, outside the *.table.ts files
 * drizzle-kit reads (drizzle.config.ts), so it never generates a migration for it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { max } from 'drizzle-orm';
import { bigint, pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';

import { MIGRATIONS_FOLDER } from '../../db/database.ts';
import type { Database } from '../../lib/database.ts';

const drizzleMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** The `when` of the newest migration in the journal (drizzle stores it as created_at when it applies it). */
export function newestShippedMigration(folder = MIGRATIONS_FOLDER): number {
  const journal = journalSchema.parse(
    JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')),
  );
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

export interface HealthRepository {
  /** created_at of the newest applied migration, or null when none is; throws when the query fails. */
  newestAppliedMigration: () => Promise<number | null>;
}

export function createHealthRepository({ db }: { db: Database }): HealthRepository {
  return {
    newestAppliedMigration: async () => {
      const [row] = await db.select({ newest: max(drizzleMigrations.createdAt) }).from(drizzleMigrations);
      return row?.newest ?? null;
    },
  };
}
