/**
 * An in-memory materialised index of the university catalog for the list and rank pages.
 *
 * The catalog is seeded reference data, read-only at runtime (SPEC section 7), so instead of sorting the
 * ~5,200 rows in SQL on every request the index reads them once, lazily on the first page request, with ONE
 * statement that also asks the database for the position of every row by (name_en, id): the database's
 * collation decides that tie-break, and each rank order (rank nulls last, then that position) is sorted here,
 * exactly as the per-request `order by` did (rankOrder). A page request then runs no SQL: a scan of at most
 * 5,241 small entries in the chosen order (filters: country, type, keyword substring of the Chinese or
 * English name, an alias, or the Chinese name's pinyin or initials, rank range), a slice
 * for the page, and the count of matches as the total. A keyword's matches come in tiers, each in the rank
 * order: exact (the Chinese name, the English name or an alias equals it), prefix (of the name or of one of
 * its words), substring; so 帝国理工,
 * UCLA or LSE put the school the student means first.
 *
 * Memory: one list item per university (the objects the list answers with, shared, never mutated), the
 * same item as JSON text (a page answer is these texts joined, no per-request serialisation), its
 * lower-cased search text and five Int32Array orders. The pinyin of the search texts is added after the
 * first load, from a worker thread (addPinyin): keyword searches wait for it through `searchable()`.
 *
 * invalidate() drops the snapshot; the next request reloads it (call it after changing the catalog tables).
 *
 * A persistent database's index is also kept on disk (`cacheDir`, DATA_DIR/cache): written once the pinyin is
 * in, read back by the next process instead of the statement and the worker (a restart's first list answers
 * in a few ms instead of some 300). It is used only while its key holds: the catalog's seed mark in
 * catalog_versions (its hash and when it was written: the catalog tables change only with it), the source
 * files that decide an entry, and Node's version (the v8 serialisation). invalidate() deletes it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { Worker } from 'node:worker_threads';

import { eq, sql } from 'drizzle-orm';
import type { pinyin as Pinyin } from 'pinyin-pro';

import {
  universityListItemSchema,
  type RankedType,
  type UniversityListItem,
} from '../../../src/contract/catalog.ts';
import type { Database } from '../../lib/database.ts';
import { CATALOG_VERSION_NAMES, catalogVersionsTable } from '../../db/catalog-versions.table.ts';
import { toListItem } from './school.mappers.ts';
import { universitiesTable } from './school.table.ts';

export const RANKED_TYPES = ['01', '02', '03', '04', '08'] as const satisfies readonly RankedType[];

const RANK_KEYS = { '01': 'ai', '02': 'qs', '03': 'usNews', '04': 'the', '08': 'arwu' } as const;

const HAN = /\p{Script=Han}/u;

/**
 * What a keyword is matched against: the stored lower(nameCn + ' ' + nameEn), plus for a Chinese name its
 * toneless pinyin and its initials ("麻省理工学院" -> "mashengligongxueyuan mslgxy"), so a student can type
 * pinyin or its first letters. pinyin-pro picks readings by word (重庆 chongqing, 厦门 xiamen).
 */
export function searchTextOf(search: string, nameCn: string): string {
  if (!HAN.test(nameCn)) return search;
  const { pinyin } = requirePinyin();
  return withPinyin(search, pinyin(nameCn, PINYIN_FULL), pinyin(nameCn, PINYIN_INITIALS));
}

const PINYIN_FULL = { toneType: 'none', separator: '', nonZh: 'removed', v: true } as const;
const PINYIN_INITIALS = { pattern: 'first', toneType: 'none', separator: '', nonZh: 'removed' } as const;

function withPinyin(search: string, full: string, initials: string): string {
  return `${search} ${full} ${initials}`.toLowerCase();
}

const require = createRequire(import.meta.url);

/** pinyin-pro, loaded on first use: its dictionaries are some 15 MB of memory. */
function requirePinyin(): { pinyin: typeof Pinyin } {
  return require('pinyin-pro') as { pinyin: typeof Pinyin };
}

/**
 * The server's way to searchTextOf for every entry: pinyin-pro runs in a worker thread that exits when done,
 * so its dictionaries never stay in the server's memory and the work stays off the event loop.
 */
async function searchTextsInWorker(
  entries: readonly { search: string; nameCn: string }[],
): Promise<string[]> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const { pinyin } = require(workerData.module);
     const han = new RegExp(workerData.han, 'u');
     parentPort.postMessage(workerData.names.map((name) =>
       han.test(name) ? [pinyin(name, workerData.full), pinyin(name, workerData.initials)] : null));`,
    {
      eval: true,
      workerData: {
        module: require.resolve('pinyin-pro'),
        // the test of searchTextOf (HAN), in the worker too: its Unicode set is costly to build
        han: HAN.source,
        names: entries.map((entry) => entry.nameCn),
        full: PINYIN_FULL,
        initials: PINYIN_INITIALS,
      },
    },
  );
  try {
    const readings = await new Promise<([string, string] | null)[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the pinyin worker exited with code ${code}`)));
    });
    return entries.map((entry, i) => {
      const reading = readings[i];
      return reading ? withPinyin(entry.search, reading[0], reading[1]) : entry.search;
    });
  } finally {
    void worker.terminate();
  }
}

export interface IndexedUniversity {
  item: UniversityListItem;
  /** JSON.stringify(item), checked against universityListItemSchema once, when the index loads. */
  json: string;
  /** This entry's index in UniversityIndex.entries. */
  position: number;
  /** lower(nameCn + ' ' + nameEn + aliases) as stored, then the Chinese name's pinyin and initials (searchTextOf). */
  search: string;
  /** The Chinese name, the English name and the aliases, lower-cased: the exact and prefix tiers of a keyword. */
  names: string[];
  /** The published label of each rank list, as the rank page answers it (AI: the number as text). */
  labels: Record<RankedType, string | null>;
  numbers: Record<RankedType, number | null>;
  scores: Record<RankedType, number | null>;
}

export interface UniversityIndex {
  entries: IndexedUniversity[];
  /** Entry indexes in each rank order (unranked last, then English name, then id). */
  orders: Record<RankedType, Int32Array>;
  /** How many entries each rank list holds (the ranked ones come first in its order). */
  rankedCounts: Record<RankedType, number>;
  /** Every search text joined by NUL, and where each entry's text starts: one indexOf scan per keyword. */
  searchText: string;
  searchStarts: Int32Array;
  /**
   * Whether the search texts hold the Chinese names' pinyin yet. The snapshot loads the index without it
   * (pinyin-pro takes a few hundred ms for 5,000 names, most of a cold start's first list) and adds it
   * right after, in the background: keyword searches wait for it (UniversityIndexSnapshot.searchable).
   */
  pinyin?: boolean;
  /** A digest of every entry's JSON and the orders: equal snapshots give equal versions (ETags survive restarts). */
  version: string;
}

const SEPARATOR = '\u0000';

/** Marks the entries whose search text contains the keyword (a scan of one string instead of 5,241). */
function matchKeyword(index: UniversityIndex, keyword: string): Uint8Array {
  const matched = new Uint8Array(index.entries.length);
  if (keyword.includes(SEPARATOR)) {
    index.entries.forEach((entry, i) => {
      if (entry.search.includes(keyword)) matched[i] = 1;
    });
    return matched;
  }
  const starts = index.searchStarts;
  let from = 0;
  for (;;) {
    const at = index.searchText.indexOf(keyword, from);
    if (at < 0) break;
    // the entry whose text holds the match: the last start <= at
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= at) low = middle;
      else high = middle - 1;
    }
    matched[low] = 1;
    from = starts[low + 1] ?? index.searchText.length;
  }
  return matched;
}

/**
 * 0: the Chinese name, the English name or an alias is the keyword; 1: one starts with it, or one of its
 * words does ("oxford" in "University of Oxford"); 2: it is inside a word or only in the pinyin.
 */
export function keywordTier(entry: Pick<IndexedUniversity, 'names'>, keyword: string): 0 | 1 | 2 {
  if (entry.names.includes(keyword)) return 0;
  const starts = [' ', '-', '(', '（', ','].map((mark) => mark + keyword);
  if (entry.names.some((name) => name.startsWith(keyword) || starts.some((start) => name.includes(start))))
    return 1;
  return 2;
}

export interface UniversityFilter {
  rankType: RankedType;
  countryCode?: string;
  typeName?: string;
  /** Already lower-cased; matched as a substring of the search text. */
  keyword?: string;
  rankMin?: number;
  rankMax?: number;
}

export interface Slice<T> {
  list: T[];
  total: number;
}

/**
 * Each rank order is (rank nulls last, English name, id). The database sorts once, by (English name, id), in
 * its own collation (the order the per-request `order by` had); the five rank orders are then sorted here by
 * rank with that position as the tie-break: the same orders as five `row_number() over (...)` in SQL, which
 * cost a cold start a quarter of a second.
 */
function rankOrder(numbers: readonly (number | null)[], namePositions: Int32Array): Int32Array {
  const order = Int32Array.from(numbers.keys());
  const rankOf = (i: number) => numbers[i] ?? Number.POSITIVE_INFINITY;
  order.sort((a, b) => rankOf(a) - rankOf(b) || (namePositions[a] ?? 0) - (namePositions[b] ?? 0));
  return order;
}

async function loadUniversityIndex(db: Database): Promise<UniversityIndex> {
  const u = universitiesTable;
  const rows = await db
    .select({
      id: u.id,
      nameCn: u.nameCn,
      nameEn: u.nameEn,
      search: u.search,
      aliases: u.aliases,
      countryCode: u.countryCode,
      countryName: u.countryName,
      logoText: u.logoText,
      typeName: u.typeName,
      city: sql<string | null>`coalesce(${u.cityCn}, ${u.city})`,
      webPage: u.webPage,
      aiRank: u.aiRank,
      qsLabel: u.qsLabel,
      qsRank: u.qsRank,
      qsScore: u.qsScore,
      usNewsLabel: u.usNewsLabel,
      usNewsRank: u.usNewsRank,
      theLabel: u.theLabel,
      theRank: u.theRank,
      theScore: u.theScore,
      arwuLabel: u.arwuLabel,
      arwuRank: u.arwuRank,
      arwuScore: u.arwuScore,
      namePosition: sql<number>`row_number() over (order by ${u.nameEn} asc, ${u.id} asc)`.mapWith(Number),
    })
    .from(u);

  const namePositions = Int32Array.from(rows, (row) => row.namePosition);
  const rankedCounts: Record<RankedType, number> = { '01': 0, '02': 0, '03': 0, '04': 0, '08': 0 };
  const entries = rows.map((row, index): IndexedUniversity => {
    const numbers: Record<RankedType, number | null> = {
      '01': row.aiRank,
      '02': row.qsRank,
      '03': row.usNewsRank,
      '04': row.theRank,
      '08': row.arwuRank,
    };
    for (const type of RANKED_TYPES) {
      if (numbers[type] !== null) rankedCounts[type] += 1;
    }
    const item = universityListItemSchema.parse(toListItem(row));
    return {
      item,
      json: JSON.stringify(item),
      position: index,
      // the pinyin comes later (addPinyin), keyword searches wait for it
      search: `${row.search} ${row.aliases.join(' ')}`.toLowerCase(),
      names: [row.nameCn, row.nameEn, ...row.aliases].map((name) => name.toLowerCase()),
      labels: {
        '01': row.aiRank === null ? null : String(row.aiRank),
        '02': row.qsLabel,
        '03': row.usNewsLabel,
        '04': row.theLabel,
        '08': row.arwuLabel,
      },
      numbers,
      scores: { '01': null, '02': row.qsScore, '03': null, '04': row.theScore, '08': row.arwuScore },
    };
  });
  const orders = Object.fromEntries(
    RANKED_TYPES.map((type) => [
      type,
      rankOrder(
        entries.map((entry) => entry.numbers[type]),
        namePositions,
      ),
    ]),
  ) as Record<RankedType, Int32Array>;
  const { searchText, searchStarts } = joinSearchTexts(entries);
  const digest = createHash('sha256');
  for (const entry of entries) digest.update(entry.json).update(SEPARATOR);
  for (const type of RANKED_TYPES) digest.update(new Uint8Array(orders[type].buffer));
  const version = digest.digest('base64url').slice(0, 16);
  return { entries, orders, rankedCounts, searchText, searchStarts, version, pinyin: false };
}

function joinSearchTexts(
  entries: readonly IndexedUniversity[],
): Pick<UniversityIndex, 'searchText' | 'searchStarts'> {
  const searchStarts = new Int32Array(entries.length);
  let offset = 0;
  entries.forEach((entry, i) => {
    searchStarts[i] = offset;
    offset += entry.search.length + SEPARATOR.length;
  });
  return { searchText: entries.map((entry) => entry.search).join(SEPARATOR), searchStarts };
}

/**
 * Adds each Chinese name's pinyin and initials to the index's search texts (searchTextOf), in place, from a
 * worker thread (searchTextsInWorker). Only keyword matching reads the search texts, and keyword
 * searches wait for this (UniversityIndexSnapshot.searchable); the answers and the version do not change.
 */
async function addPinyin(index: UniversityIndex): Promise<UniversityIndex> {
  if (index.pinyin) return index;
  const texts = await searchTextsInWorker(
    index.entries.map((entry) => ({ search: entry.search, nameCn: entry.item.nameCn })),
  );
  index.entries.forEach((entry, i) => {
    entry.search = texts[i] ?? entry.search;
  });
  Object.assign(index, joinSearchTexts(index.entries), { pinyin: true });
  return index;
}

/** The filtered entries of one page, in the order of the filter's rank type, and how many match in all. */
export function selectPage(
  index: UniversityIndex,
  filter: UniversityFilter,
  offset: number,
  limit: number,
): Slice<IndexedUniversity> {
  const order = index.orders[filter.rankType];
  const { entries } = index;
  const { countryCode, typeName, keyword, rankMin, rankMax } = filter;
  const list: IndexedUniversity[] = [];
  if (!countryCode && !typeName && !keyword && rankMin === undefined && rankMax === undefined) {
    for (let i = offset; i < Math.min(order.length, offset + limit); i += 1) {
      const entry = entries[order[i] ?? -1];
      if (entry) list.push(entry);
    }
    return { list, total: order.length };
  }
  const ranged = rankMin !== undefined || rankMax !== undefined;
  // the ranked entries come first in their own order: a rank range never looks past them
  const end = ranged ? index.rankedCounts[filter.rankType] : order.length;
  const matched = keyword ? matchKeyword(index, keyword) : undefined;
  // a keyword's matches in three tiers, each in rank order: a name or an alias equals it, starts with it
  // (or has a word that does), contains it (or its pinyin does)
  const tiers: IndexedUniversity[][] = [[], [], []];
  for (let i = 0; i < end; i += 1) {
    const at = order[i] ?? -1;
    if (matched && matched[at] !== 1) continue;
    const entry = entries[at];
    if (!entry) continue;
    if (countryCode && entry.item.countryCode !== countryCode) continue;
    if (typeName && entry.item.typeName !== typeName) continue;
    if (ranged) {
      const rank = entry.numbers[filter.rankType];
      if (rank === null) continue;
      if (rankMin !== undefined && rank < rankMin) continue;
      if (rankMax !== undefined && rank > rankMax) continue;
    }
    tiers[keyword ? keywordTier(entry, keyword) : 2]?.push(entry);
  }
  const all = tiers.flat();
  list.push(...all.slice(offset, offset + limit));
  const total = all.length;
  return { list, total };
}

/** The ranked entries of one rank list, in rank order. */
export function selectRankPage(
  index: UniversityIndex,
  rankType: RankedType,
  offset: number,
  limit: number,
): Slice<IndexedUniversity> {
  const order = index.orders[rankType];
  const total = index.rankedCounts[rankType];
  const list: IndexedUniversity[] = [];
  for (let i = offset; i < Math.min(total, offset + limit); i += 1) {
    const entry = index.entries[order[i] ?? -1];
    if (entry) list.push(entry);
  }
  return { list, total };
}

export function rankKeyOf(rankType: RankedType) {
  return RANK_KEYS[rankType];
}

/** A lazily loaded, shared snapshot: concurrent first requests wait for one load; a failed load is retried. */
export function createSnapshot<T>(load: () => Promise<T>) {
  let current: Promise<T> | undefined;
  return {
    get(): Promise<T> {
      if (!current) {
        const loading = load();
        current = loading;
        loading.catch(() => {
          if (current === loading) current = undefined;
        });
      }
      return current;
    },
    /** The snapshot loaded or loading now, without starting a load. */
    peek(): Promise<T> | undefined {
      return current;
    },
    invalidate(): void {
      current = undefined;
    },
  };
}

/** The files whose code decides an entry: a change to any of them retires the index kept on disk. */
const INDEX_SOURCES = [
  new URL('./school.catalog-index.ts', import.meta.url),
  new URL('./school.mappers.ts', import.meta.url),
  new URL('./school.table.ts', import.meta.url),
  new URL('../../../src/contract/catalog.ts', import.meta.url),
];

/** The file of the index kept on disk, inside cacheDir. */
export const INDEX_CACHE_FILE = 'university-index.v8';

let sourcesDigest: string | undefined;

/** The key of the index the database holds now, or undefined when its catalog carries no seed mark. */
async function indexCacheKey(db: Database): Promise<string | undefined> {
  const [mark] = await db
    .select({ hash: catalogVersionsTable.hash, updatedAt: catalogVersionsTable.updatedAt })
    .from(catalogVersionsTable)
    .where(eq(catalogVersionsTable.name, CATALOG_VERSION_NAMES.catalog))
    .limit(1);
  if (!mark) return undefined;
  return `${mark.hash}.${mark.updatedAt.toISOString()}.${indexSourcesDigest()}.${process.version}`;
}

/**
 * The hash of the code that decides the index's entries (INDEX_SOURCES). Part of the PGlite template's key too
 * (server/seed/template.ts): a template whose index other code made is built again by `npm run build`, instead of
 * being copied and then costing every first start the catalog statement and the pinyin (~1 s, ~50 MB).
 */
export function indexSourcesDigest(): string {
  if (!sourcesDigest) {
    const digest = createHash('sha256');
    for (const source of INDEX_SOURCES) digest.update(readFileSync(source)).update(SEPARATOR);
    sourcesDigest = digest.digest('hex');
  }
  return sourcesDigest;
}

interface CachedIndex {
  key: string;
  index: UniversityIndex;
}

/** The index kept on disk under this key, or undefined (none, another key, unreadable: the statement then). */
function readCachedIndex(file: string, key: string): UniversityIndex | undefined {
  try {
    const cached = deserialize(readFileSync(file)) as CachedIndex;
    return cached.key === key && cached.index.pinyin ? cached.index : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the index on disk (a sibling file renamed over it: a reader never meets half a file). */
async function writeCachedIndex(file: string, cached: CachedIndex): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  try {
    await writeFile(partial, serialize(cached));
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * Loads the index from the catalog tables, with its pinyin, and keeps it in `file` now (the PGlite template's
 * copy: server/seed/template.ts). Returns false, writing nothing, when the catalog carries no seed mark.
 */
export async function writeUniversityIndexCache(db: Database, file: string): Promise<boolean> {
  const key = await indexCacheKey(db);
  if (!key) return false;
  const index = await addPinyin(await loadUniversityIndex(db));
  await writeCachedIndex(file, { key, index });
  return true;
}

/** The index kept in cacheDir when its key holds for this database now, else undefined. */
export async function cachedUniversityIndex(
  db: Database,
  cacheDir: string,
): Promise<UniversityIndex | undefined> {
  const key = await indexCacheKey(db);
  return key ? readCachedIndex(path.join(cacheDir, INDEX_CACHE_FILE), key) : undefined;
}

export interface UniversityIndexOptions {
  /** Where a persistent database's index is kept between processes (DATA_DIR/cache); none in memory. */
  cacheDir?: string;
}

export function createUniversityIndex(db: Database, { cacheDir }: UniversityIndexOptions = {}) {
  const cacheFile = cacheDir === undefined ? undefined : path.join(cacheDir, INDEX_CACHE_FILE);
  let searchable: Promise<UniversityIndex> | undefined;
  let searchableOf: Promise<UniversityIndex> | undefined;
  const snapshot = createSnapshot(async () => {
    const key = cacheFile ? await indexCacheKey(db) : undefined;
    const cached = cacheFile && key ? readCachedIndex(cacheFile, key) : undefined;
    if (cached) return cached;
    const index = await loadUniversityIndex(db);
    // the pinyin right after the load, off the first request's path; then the index is kept on disk
    setImmediate(() => {
      const loaded = snapshot.peek();
      const current = () => loaded !== undefined && snapshot.peek() === loaded;
      withPinyin()
        .then(async (complete) => {
          if (!cacheFile || !key || !current()) return;
          await writeCachedIndex(cacheFile, { key, index: complete });
          // invalidated while it was written: what was written is not the catalog any more
          if (!current()) await rm(cacheFile, { force: true });
        })
        .catch(() => undefined);
    });
    return index;
  });
  /** The current snapshot with the pinyin in its search texts (added once per snapshot). */
  function withPinyin(): Promise<UniversityIndex> {
    const current = snapshot.get();
    if (searchableOf !== current || !searchable) {
      searchableOf = current;
      searchable = current.then(addPinyin);
    }
    return searchable;
  }
  return {
    /** The index: enough for every answer but a keyword's matches. */
    get: snapshot.get,
    /** The index with every search text complete (pinyin, initials): what keyword matching needs. */
    searchable: withPinyin,
    /** Drops the index, in memory and on disk: the next request loads the catalog tables again. */
    invalidate(): void {
      snapshot.invalidate();
      if (cacheFile) void rm(cacheFile, { force: true }).catch(() => undefined);
    },
  };
}

export type UniversityIndexSnapshot = ReturnType<typeof createUniversityIndex>;

const SHARED = new WeakMap<Database, UniversityIndexSnapshot>();

/**
 * The one index of a database, shared by the modules that read it (the school routes and the home search),
 * so that it is loaded and held once; invalidate() drops it for all of them.
 */
export function sharedUniversityIndex(
  db: Database,
  options: UniversityIndexOptions = {},
): UniversityIndexSnapshot {
  let snapshot = SHARED.get(db);
  if (!snapshot) {
    snapshot = createUniversityIndex(db, options);
    SHARED.set(db, snapshot);
  }
  return snapshot;
}

/**
 * The weak ETag of one answer built from a snapshot: the snapshot's version plus a 32-bit FNV-1a of the
 * numbers that decide the answer (entry positions, total, paging). Within one version the same URL always
 * gives the same answer, so the tag changes exactly when the catalog does; no hashing of the body.
 */
export function snapshotEtag(version: string, numbers: readonly number[]): string {
  let hash = 0x811c9dc5;
  for (const n of numbers) {
    hash ^= n & 0xffff;
    hash = Math.imul(hash, 0x01000193);
    hash ^= n >>> 16;
    hash = Math.imul(hash, 0x01000193);
  }
  return `W/"${version}.${(hash >>> 0).toString(36)}"`;
}
