/**
 * Opening the one database: PGlite persisted in DATA_DIR/pg by default, in memory for tests, or PostgreSQL
 * through a node-postgres pool when DATABASE_URL is set. Both go through drizzle over the same pg-core
 * schema and the same drizzle-kit SQL migrations (server/db/migrations), applied at boot.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';

import type { Database } from '../lib/database.ts';
import { CATALOG_VERSION_NAMES, catalogVersionsTable } from './catalog-versions.table.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Serialises migrate + seed across processes sharing one PostgreSQL (arbitrary constant). */
const BOOT_LOCK_ID = 7_301_442;

/**
 * The embedded database's settings. PostgreSQL's initdb picks shared_buffers=128MB, and PGlite places that
 * buffer pool inside its WebAssembly memory, all of it touched at start: 128 MB of the process's resident
 * memory for a database of about 60 MB that the catalog index (the hottest read) does not even query. 8 MB
 * holds the working set of the API's reads (docs/architecture.md, "Server memory and cold start").
 */
export const PGLITE_SHARED_BUFFERS = '8MB';

const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
};

/** The migration files' hash (the SQL files and drizzle-kit's journal): what a database was migrated with. */
export function migrationsHash(): string {
  const digest = createHash('sha256');
  const files = [
    ...readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => name.endsWith('.sql'))
      .sort(),
    'meta/_journal.json',
  ];
  for (const name of files) {
    digest
      .update(name)
      .update('\0')
      .update(readFileSync(path.join(MIGRATIONS_FOLDER, name)))
      .update('\0');
  }
  return digest.digest('hex');
}

/** The name of the migrations' mark in catalog_versions (migration 0011). */
const MIGRATIONS_MARK = CATALOG_VERSION_NAMES.migrations;

/**
 * Applies the migrations unless the database's mark says it was migrated with these very files: drizzle's
 * check (reading and hashing every file, creating its schema and table if missing, reading its journal) is
 * skipped on an ordinary boot. A database without the table (older than migration 0011, or empty) or with
 * another mark is migrated as before, then marked.
 */
async function migrateUnlessMarked(db: Database, migrate: () => Promise<void>): Promise<void> {
  const hash = migrationsHash();
  const versions = catalogVersionsTable;
  const marked = await db
    .select({ hash: versions.hash })
    .from(versions)
    .where(eq(versions.name, MIGRATIONS_MARK))
    .then(([row]) => row?.hash === hash)
    // no such table yet
    .catch(() => false);
  if (marked) return;
  await migrate();
  const now = new Date();
  await db
    .insert(versions)
    .values({ name: MIGRATIONS_MARK, hash, updatedAt: now })
    .onConflictDoUpdate({ target: versions.name, set: { hash, updatedAt: now } });
}

export type DatabaseTarget =
  { kind: 'pglite-dir'; dir: string } | { kind: 'pglite-memory' } | { kind: 'postgres'; url: string };

export interface OpenDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Runs fn (migrate, seed) while holding the boot lock. */
  withBootLock: <T>(fn: () => Promise<T>) => Promise<T>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

export function resolveDatabaseTarget(options: {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
}): DatabaseTarget {
  if (options.inMemory) return { kind: 'pglite-memory' };
  if (options.databaseUrl) return { kind: 'postgres', url: options.databaseUrl };
  return { kind: 'pglite-dir', dir: path.resolve(options.dataDir, 'pg') };
}

export async function openDatabase(
  target: DatabaseTarget,
  { onPoolError }: { onPoolError?: (error: Error) => void } = {},
): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    // loaded only here: node-postgres also loads Node's fetch implementation (undici), time and memory
    // that a server on the embedded database does not need
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // an idle client losing its connection must not crash the process; the pool replaces it
    pool.on('error', (error) => (onPoolError ?? console.error)(error));
    const db = drizzleNodePg({ client: pool });
    return {
      db,
      driver: 'postgres',
      migrate: () =>
        migrateUnlessMarked(db, () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER })),
      withBootLock: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [BOOT_LOCK_ID]);
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [BOOT_LOCK_ID]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (target.kind === 'pglite-dir') {
    // PGlite throws ENOENT when the parent directory is missing.
    mkdirSync(target.dir, { recursive: true });
    client = await PGlite.create(target.dir, PGLITE_OPTIONS);
  } else {
    client = await PGlite.create(PGLITE_OPTIONS);
  }
  const db = drizzlePglite({ client });
  return {
    db,
    driver: 'pglite',
    migrate: () => migrateUnlessMarked(db, () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    // one embedded database belongs to one process: nothing to serialise
    withBootLock: (fn) => fn(),
    close: () => client.close(),
  };
}
