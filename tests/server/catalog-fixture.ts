/**
 * A small shared-data directory and catalog-data directory for the catalog build tests: a few schools
 * written the ways the real sources write them (scripts/build-catalog.ts reads a missing table as empty).
 * The files are in fixtures/catalog; each call copies them to a directory of its own.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURE_DIR = fileURLToPath(new URL('./fixtures/catalog', import.meta.url));

export function writeCatalogFixture(): { dataDir: string; catalogDataDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'catalog-fixture-'));
  cpSync(FIXTURE_DIR, root, { recursive: true });
  return { dataDir: path.join(root, 'shared'), catalogDataDir: path.join(root, 'catalog-data') };
}
