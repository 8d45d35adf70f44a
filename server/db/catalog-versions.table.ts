import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from './columns.ts';

/** The rows of catalog_versions: the catalog files' hash, the last complete seed run, the migration files. */
export const CATALOG_VERSION_NAMES = { catalog: 'catalog', seed: 'seed', migrations: 'migrations' } as const;

/**
 * Which generated catalog (server/seed/catalog/*.jsonl) the database holds: a row named 'catalog', the
 * sha256 of the files. The seed upserts the catalog when the files' hash differs (server/seed). A row named
 * 'seed' holds the key of the last complete seed run, whose boots check no dataset again (seedDatabase).
 */
export const catalogVersionsTable = pgTable('catalog_versions', {
  name: varchar('name', { length: 40 }).primaryKey(),
  hash: varchar('hash', { length: 64 }).notNull(),
  updatedAt: updatedAtColumn(),
});
