/**
 * The database plugin: opens PGlite (DATA_DIR/pg, or in memory for tests) or PostgreSQL (DATABASE_URL),
 * applies the migrations, seeds reference data when missing and demo accounts with SEED=demo, decorates `app.db` and closes the
 * database when the app closes.
 *
 * PGlite in DATA_DIR belongs to one process: the plugin takes DATA_DIR's lock (server/db/data-dir-lock.ts)
 * before opening it and releases it after closing it. With DATABASE_URL (or in memory) there is no lock:
 * several processes may share DATA_DIR, whose SMS outbox is appended one whole line per write.
 */
import path from 'node:path';

import fp from 'fastify-plugin';

import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { openDatabase, resolveDatabaseTarget, type OpenDatabase } from '../db/database.ts';
import type { Database } from '../lib/database.ts';
import { createFileStorage } from '../adapters/storage/index.ts';
import { seedDatabase } from '../seed/index.ts';
import { seedPlaybackMedia } from '../seed/live.ts';
import { restorePgTemplate } from '../seed/template.ts';
import { prepareDataDir } from './env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /**
     * Where caches derived from a persistent database's reference data are kept between processes
     * (DATA_DIR/cache: the university index); undefined for an in-memory database or the caller's.
     */
    dbCacheDir: string | undefined;
  }
}

export interface DbPluginOptions {
  /** In-memory PGlite (tests). */
  inMemory?: boolean;
  /** An open database owned by the caller: migrated and seeded like any other, but not closed (tests). */
  database?: OpenDatabase;
}

/** DATA_DIR/cache: what a persistent database's reference data yields, kept between processes. */
const cacheDirOf = (dataDir: string) => path.join(dataDir, 'cache');

export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const { DATABASE_URL, DATA_DIR, SEED } = app.config;
    const open = options.database;
    let database: OpenDatabase;
    /** Reopens the database we opened (PGlite in DATA_DIR); undefined for the caller's or another kind. */
    let reopen: (() => Promise<OpenDatabase>) | undefined;
    let cacheDir: string | undefined;
    if (open) {
      database = open;
    } else {
      const target = resolveDatabaseTarget({
        databaseUrl: DATABASE_URL,
        dataDir: DATA_DIR,
        inMemory: options.inMemory,
      });
      // throws DataDirLockedError when another live process holds DATA_DIR
      const lock = target.kind === 'pglite-dir' ? acquireDataDirLock(DATA_DIR) : undefined;
      const openTarget = () =>
        openDatabase(target, {
          onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
        });
      let opened: OpenDatabase;
      try {
        // DATA_DIR itself was probed by the env plugin; PGlite's directory may belong to another user
        if (target.kind === 'pglite-dir') {
          prepareDataDir(DATA_DIR, path.relative(path.resolve(DATA_DIR), target.dir));
          // an empty DATA_DIR starts from the build's migrated and seeded template (server/seed/template.ts)
          if (restorePgTemplate(target.dir, undefined, { indexCacheDir: cacheDirOf(DATA_DIR) }))
            app.log.info('database created from the build template');
        }
        opened = await openTarget();
      } catch (error) {
        lock?.release();
        throw error;
      }
      app.addHook('onClose', async () => {
        try {
          await opened.close();
        } finally {
          lock?.release();
        }
      });
      // a boot that seeds (even only the dated and demo rows on the template) reopens its PGlite afterwards
      if (target.kind === 'pglite-dir') {
        reopen = async () => {
          await opened.close();
          opened = await openTarget();
          return opened;
        };
      }
      app.log.info({ driver: opened.driver, target: target.kind }, 'database open');
      if (target.kind !== 'pglite-memory') cacheDir = cacheDirOf(DATA_DIR);
      database = opened;
    }
    const seeded = await database.withBootLock(async () => {
      await database.migrate();
      return seedDatabase(database.db, { now: app.clock(), demo: SEED === 'demo' });
    });
    if (seeded.reference || seeded.demo) {
      app.log.info(seeded, 'seeded the database');
      // Seeding the catalog grows PGlite's WebAssembly memory by some 500 MB, which a WebAssembly memory
      // never gives back; on the template, the dated and demo seed's statements touch some 50-65 MB of pages
      // of that memory that a later boot never touches (docs/architecture.md, "Server memory and cold
      // start"). A fresh instance on the seeded files holds what a later boot holds: closing costs a few ms
      // (fsync is off), opening ~0.3 s.
      if (reopen) database = await reopen();
    }
    // the demo playbacks' clips and posters into the storage adapter (when missing)
    if (SEED === 'demo') await seedPlaybackMedia(createFileStorage({ dataDir: DATA_DIR }));
    app.decorate('db', database.db);
    app.decorate('dbCacheDir', cacheDir);
  },
  { name: 'db', dependencies: ['env', 'clock'] },
);
