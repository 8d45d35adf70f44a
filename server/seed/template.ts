/**
 * The PGlite template: a data directory made at `npm run build` (scripts/build-server.ts) with the migrations
 * applied and the timeless reference datasets seeded (the catalog above all: inserting it takes seconds and
 * grows PGlite's WebAssembly memory by hundreds of MB). A first boot on an empty DATA_DIR copies it into
 * DATA_DIR/pg instead of running initdb, the migrations and that part of the seed; the boot then seeds what
 * is dated relative to its own clock (news, Q&A, guides, activities, the demo accounts...) as on any database
 * missing them (server/seed/index.ts), so the demo data is the same as without a template.
 *
 * The template is used only while its key is the current one: the PGlite version, every migration file (a
 * template of an older build never meets newer migrations), the timeless datasets' content
 * (timelessReferenceHash), the code and Node version its university index was made with (the index's own key:
 * indexSourcesDigest) and TEMPLATE_FORMAT. Anything else (no template, another key, a DATA_DIR/pg that is
 * not empty) boots as before. The copy goes to a sibling directory first and is renamed into place: an
 * interrupted copy never leaves a half database in DATA_DIR/pg.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  INDEX_CACHE_FILE,
  indexSourcesDigest,
  writeUniversityIndexCache,
} from '../modules/school/school.catalog-index.ts';
import { migrationsHash, openDatabase } from '../db/database.ts';
import { seedReferenceData, timelessReferenceHash } from './index.ts';

/** Bump when what the template holds changes other than through its key's inputs (the seeding code). */
const TEMPLATE_FORMAT = 2;

/** Where `npm run build` puts the template (beside the server bundle; not committed). */
export const DEFAULT_PG_TEMPLATE_DIR = fileURLToPath(
  new URL('../../dist-server/pg-template', import.meta.url),
);

/** The template's key file, beside its data directory: `<dir>.key`. */
function keyFile(templateDir: string): string {
  return `${templateDir}.key`;
}

/**
 * The template's university index, beside its data directory: `<dir>.index.v8`, copied into the new DATA_DIR's
 * cache so that a first start skips the catalog statement and the pinyin worker too. It carries its own key
 * (server/modules/school/school.catalog-index.ts): an index of other code is ignored and rebuilt by the boot.
 */
function indexFile(templateDir: string): string {
  return `${templateDir}.index.v8`;
}

/** The installed PGlite's version (its package.json is not exported: found above its entry file). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the version of @electric-sql/pglite was not found');
    dir = parent;
  }
}

/** The hash of everything a template's content depends on. */
export function pgTemplateKey(): string {
  const digest = createHash('sha256').update(`format ${TEMPLATE_FORMAT}\0pglite ${pgliteVersion()}\0`);
  digest.update(migrationsHash()).update('\0');
  digest.update(indexSourcesDigest()).update('\0').update(process.version).update('\0');
  return digest.update(timelessReferenceHash()).digest('hex');
}

/** True when pgDir holds nothing (missing, or an empty directory): a database has never been created there. */
function isEmptyDir(pgDir: string): boolean {
  if (!existsSync(pgDir)) return true;
  return readdirSync(pgDir).length === 0;
}

/**
 * Copies the template into pgDir when pgDir is empty and the template's key is current, and its university index
 * into indexCacheDir when given. Returns true when it did; false (and pgDir untouched) otherwise.
 */
export function restorePgTemplate(
  pgDir: string,
  templateDir: string = DEFAULT_PG_TEMPLATE_DIR,
  { indexCacheDir }: { indexCacheDir?: string } = {},
): boolean {
  if (!isEmptyDir(pgDir) || !existsSync(path.join(templateDir, 'PG_VERSION'))) return false;
  let stored: string;
  try {
    stored = readFileSync(keyFile(templateDir), 'utf8').trim();
  } catch {
    return false;
  }
  if (stored !== pgTemplateKey()) return false;
  const parent = path.dirname(pgDir);
  mkdirSync(parent, { recursive: true });
  const staging = mkdtempSync(path.join(parent, `.${path.basename(pgDir)}-template-`));
  try {
    cpSync(templateDir, staging, { recursive: true });
    if (existsSync(pgDir)) rmdirSync(pgDir);
    renameSync(staging, pgDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  if (indexCacheDir && existsSync(indexFile(templateDir))) {
    mkdirSync(indexCacheDir, { recursive: true });
    // a missing or unreadable copy only costs the first list the statement
    cpSync(indexFile(templateDir), path.join(indexCacheDir, INDEX_CACHE_FILE));
  }
  return true;
}

/**
 * Builds the template in templateDir (replacing one of another key; kept when its key is current). Returns
 * whether it built one. Run by scripts/build-server.ts.
 */
export async function buildPgTemplate(templateDir: string = DEFAULT_PG_TEMPLATE_DIR): Promise<boolean> {
  const key = pgTemplateKey();
  const current = (() => {
    try {
      return readFileSync(keyFile(templateDir), 'utf8').trim();
    } catch {
      return undefined;
    }
  })();
  if (current === key && existsSync(path.join(templateDir, 'PG_VERSION'))) return false;
  const parent = path.dirname(templateDir);
  const staging = mkdtempSync(path.join(parent, `.${path.basename(templateDir)}-`));
  try {
    const database = await openDatabase({ kind: 'pglite-dir', dir: staging });
    try {
      await database.migrate();
      await seedReferenceData(database.db, new Date(), { timelessOnly: true });
      await writeUniversityIndexCache(database.db, indexFile(staging));
    } finally {
      await database.close();
    }
    rmSync(keyFile(templateDir), { force: true });
    rmSync(indexFile(templateDir), { force: true });
    rmSync(templateDir, { recursive: true, force: true });
    renameSync(staging, templateDir);
    if (existsSync(indexFile(staging))) renameSync(indexFile(staging), indexFile(templateDir));
    writeFileSync(keyFile(templateDir), `${key}\n`);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    rmSync(indexFile(staging), { force: true });
    throw error;
  }
  return true;
}
