/**
 * The PGlite template of a first boot (server/seed/template.ts) and the seed's marker (seedDatabase): a template
 * is copied only into an empty database directory and only with the current key; a boot on it seeds what is
 * dated relative to its own clock, so the demo data is as fresh as without a template; a boot whose seed key
 * is stored checks no dataset again. The seed's demo password hash is the demo password's.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { count, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import { buildApp } from '../../server/app.ts';
import { seedDatabase } from '../../server/seed/index.ts';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from '../../server/seed/users.ts';
import { buildPgTemplate, pgTemplateKey, restorePgTemplate } from '../../server/seed/template.ts';
import { verifyPassword } from '../../server/lib/password.ts';
import { catalogVersionsTable } from '../../server/db/catalog-versions.table.ts';
import { newsTable } from '../../server/modules/news/news.table.ts';
import { cachedUniversityIndex, INDEX_CACHE_FILE } from '../../server/modules/school/school.catalog-index.ts';
import { universitiesTable } from '../../server/modules/school/school.table.ts';
import { usersTable } from '../../server/modules/user/user.table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the demo password hash of the seed', () => {
  it('is a hash of the demo password', async () => {
    expect(await verifyPassword(DEMO_PASSWORD_HASH, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD_HASH, `${DEMO_PASSWORD}x`)).toBe(false);
  });
});

describe('the PGlite template of a first boot', () => {
  let root: string;
  let template: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'liuxue-template-'));
    template = path.join(root, 'template');
    expect(await buildPgTemplate(template)).toBe(true);
  }, 120_000);
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('is built once per key, with its university index beside it', async () => {
    expect(await buildPgTemplate(template)).toBe(false);
    expect(existsSync(`${template}.index.v8`)).toBe(true);
  });

  it('is copied into an empty directory only, and only with the current key', () => {
    const used = path.join(root, 'used', 'pg');
    mkdirSync(used, { recursive: true });
    writeFileSync(path.join(used, 'PG_VERSION'), '17\n');
    expect(restorePgTemplate(used, template)).toBe(false);
    expect(readdirSync(used)).toEqual(['PG_VERSION']);

    const stale = path.join(root, 'stale-template');
    const other = path.join(root, 'other', 'pg');
    expect(restorePgTemplate(other, stale)).toBe(false);
    writeFileSync(`${template}.key`, 'an older build\n');
    try {
      expect(restorePgTemplate(other, template)).toBe(false);
    } finally {
      writeFileSync(`${template}.key`, `${pgTemplateKey()}\n`);
    }
  });

  it('gives a boot the catalog, which then seeds the dated and demo data by its own clock', async () => {
    const dataDir = path.join(root, 'data');
    const cacheDir = path.join(dataDir, 'cache');
    expect(restorePgTemplate(path.join(dataDir, 'pg'), template, { indexCacheDir: cacheDir })).toBe(true);
    // nothing but the timeless reference data in the template
    const app = await buildApp({ env: {}, dataDir, seed: 'demo', logger: false, serveStatic: false });
    apps.push(app);
    // the template's university index holds for the booted database: its first list reads no catalog table
    expect(app.dbCacheDir).toBe(cacheDir);
    const index = await cachedUniversityIndex(app.db, cacheDir);
    expect(index?.entries.length).toBeGreaterThan(5_000);
    expect(index?.pinyin).toBe(true);
    const [universities] = await app.db.select({ n: count() }).from(universitiesTable);
    expect(universities?.n).toBeGreaterThan(5_000);
    const [news] = await app.db.select({ latest: max(newsTable.publishedAt) }).from(newsTable);
    expect(news?.latest).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - (news?.latest as Date).getTime())).toBeLessThan(30 * DAY_MS);
    const [users] = await app.db.select({ n: count() }).from(usersTable);
    expect(users?.n).toBeGreaterThan(1);
  });

  it('keeps the university index on disk: a restart answers the first list from it, the same', async () => {
    const app = apps[0];
    if (!app) throw new Error('a previous test boots the app');
    const dataDir = path.join(root, 'data');
    const first = await app.inject({ method: 'GET', url: API.university.page, query: { keyword: 'mit' } });
    expect(first.statusCode).toBe(200);
    const file = path.join(dataDir, 'cache', INDEX_CACHE_FILE);
    await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(true);
    await app.close();
    apps.splice(0, 1);

    const restarted = await buildApp({ env: {}, dataDir, seed: 'demo', logger: false, serveStatic: false });
    apps.unshift(restarted);
    const again = await restarted.inject({
      method: 'GET',
      url: API.university.page,
      query: { keyword: 'mit' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
  }, 60_000);

  it('marks a complete seed run: the next boot checks nothing, until the mark is gone', async () => {
    const app = apps[0];
    if (!app) throw new Error('the previous test boots the app');
    const now = new Date();
    expect(await seedDatabase(app.db, { now, demo: true })).toEqual({ reference: false, demo: false });
    await app.db.delete(newsTable);
    expect(await seedDatabase(app.db, { now, demo: true })).toEqual({ reference: false, demo: false });
    expect(await app.db.select({ n: count() }).from(newsTable)).toEqual([{ n: 0 }]);
    // another SEED, or an older version's mark, checks every dataset again
    await app.db.delete(catalogVersionsTable).where(eq(catalogVersionsTable.name, 'seed'));
    expect(await seedDatabase(app.db, { now, demo: true })).toEqual({ reference: true, demo: false });
    const [news] = await app.db.select({ n: count() }).from(newsTable);
    expect(news?.n).toBeGreaterThan(0);
  });
});
