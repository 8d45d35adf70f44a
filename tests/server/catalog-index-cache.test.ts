/**
 * The university index kept on disk (server/modules/school/school.catalog-index.ts): a persistent database's
 * next process reads the index from DATA_DIR/cache instead of loading the catalog tables, for as long as the
 * catalog's seed mark is the one it was written under; invalidate() and a new mark retire it, and a file that
 * cannot be read is never an answer.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { catalogVersionsTable } from '../../server/db/catalog-versions.table.ts';
import {
  createUniversityIndex,
  INDEX_CACHE_FILE,
  type UniversityIndexSnapshot,
} from '../../server/modules/school/school.catalog-index.ts';
import { universitiesTable } from '../../server/modules/school/school.table.ts';
import { buildTestApp, type TestApp } from '../helpers/server.ts';

let t: TestApp;
let cacheDir: string;
const MIT = 'Massachusetts Institute of Technology';

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let originalName: string;

beforeAll(async () => {
  const [row] = await t.app.db
    .select({ nameCn: universitiesTable.nameCn })
    .from(universitiesTable)
    .where(eq(universitiesTable.nameEn, MIT));
  if (!row) throw new Error('the seeded catalog holds MIT');
  originalName = row.nameCn;
});

afterEach(async () => {
  await renameMit(originalName);
  rmSync(cacheDir, { recursive: true, force: true });
});

function freshCacheDir(): string {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'liuxue-index-cache-'));
  return cacheDir;
}

/** A change of the catalog table that, unlike a seed, leaves the catalog's mark as it was. */
async function renameMit(nameCn: string): Promise<void> {
  await t.app.db.update(universitiesTable).set({ nameCn }).where(eq(universitiesTable.nameEn, MIT));
}

async function mitName(index: UniversityIndexSnapshot): Promise<string | undefined> {
  const { entries } = await index.get();
  return entries.find((entry) => entry.item.nameEn === MIT)?.item.nameCn;
}

/** Loads an index from the tables and waits until it is kept on disk (after its pinyin). */
async function writtenIndex(dir: string): Promise<UniversityIndexSnapshot> {
  const index = createUniversityIndex(t.app.db, { cacheDir: dir });
  await index.searchable();
  const file = path.join(dir, INDEX_CACHE_FILE);
  await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(true);
  return index;
}

describe('the university index kept on disk', () => {
  it("is what the next process answers from, pinyin included, while the catalog's mark holds", async () => {
    const dir = freshCacheDir();
    const first = await writtenIndex(dir);
    await renameMit('麻省理工学院（表已改）');

    const next = createUniversityIndex(t.app.db, { cacheDir: dir });
    // read from the file, not the table: the name as it was when the file was written
    expect(await mitName(next)).toBe(originalName);
    expect((await next.get()).version).toBe((await first.get()).version);
    // the pinyin is in already: a keyword in pinyin finds the school without the worker
    const loaded = await next.get();
    expect(loaded.pinyin).toBe(true);
    expect(loaded.entries.find((entry) => entry.item.nameEn === MIT)?.search).toContain('mashengligong');

    // without a cache directory (an in-memory database) the table is read
    expect(await mitName(createUniversityIndex(t.app.db))).toBe('麻省理工学院（表已改）');
  }, 30_000);

  it('is retired by a new catalog mark (a seed of other catalog files)', async () => {
    const dir = freshCacheDir();
    await writtenIndex(dir);
    await renameMit('麻省理工学院（新目录）');
    const [mark] = await t.app.db
      .select()
      .from(catalogVersionsTable)
      .where(eq(catalogVersionsTable.name, 'catalog'));
    if (!mark) throw new Error('the seed marks the catalog');
    await t.app.db
      .update(catalogVersionsTable)
      .set({ updatedAt: new Date(mark.updatedAt.getTime() + 1_000) })
      .where(eq(catalogVersionsTable.name, 'catalog'));
    try {
      expect(await mitName(createUniversityIndex(t.app.db, { cacheDir: dir }))).toBe(
        '麻省理工学院（新目录）',
      );
    } finally {
      await t.app.db
        .update(catalogVersionsTable)
        .set({ updatedAt: mark.updatedAt })
        .where(eq(catalogVersionsTable.name, 'catalog'));
    }
  }, 30_000);

  it('is deleted by invalidate(): the next load reads the tables', async () => {
    const dir = freshCacheDir();
    const index = await writtenIndex(dir);
    await renameMit('麻省理工学院（已失效）');
    index.invalidate();
    await expect.poll(() => existsSync(path.join(dir, INDEX_CACHE_FILE))).toBe(false);
    expect(await mitName(index)).toBe('麻省理工学院（已失效）');
    expect(await mitName(createUniversityIndex(t.app.db, { cacheDir: dir }))).toBe('麻省理工学院（已失效）');
  }, 30_000);

  it('is never an answer when it cannot be read', async () => {
    const dir = freshCacheDir();
    await writtenIndex(dir);
    await renameMit('麻省理工学院（文件损坏）');
    writeFileSync(path.join(dir, INDEX_CACHE_FILE), 'not an index');
    expect(await mitName(createUniversityIndex(t.app.db, { cacheDir: dir }))).toBe(
      '麻省理工学院（文件损坏）',
    );
  }, 30_000);
});

describe('the app', () => {
  it('keeps the index in DATA_DIR/cache for a persistent database, nowhere for an in-memory one', () => {
    // buildTestApp: an in-memory PGlite of its own, or PostgreSQL with TEST_DATABASE_URL
    const expected = process.env.TEST_DATABASE_URL ? path.join(t.dataDir, 'cache') : undefined;
    expect(t.app.dbCacheDir).toBe(expected);
  });
});
