/**
 * An in-memory materialised index of the university catalog for the list and rank pages.
 *
 * The catalog is seeded reference data, read-only at runtime (SPEC section 7), so instead of sorting the
 * ~5,200 rows in SQL on every request the index reads them once, lazily on the first page request, with ONE
 * statement that also asks the database for the position of every row in each rank order
 * (`row_number() over (order by <rank> nulls last, name_en, id)`): the database's collation decides the
 * order, exactly as the per-request `order by` did. A page request then runs no SQL: a scan of at most
 * 5,241 small entries in the chosen order (filters: country, type, keyword substring of the Chinese or
 * English name, an alias, or the Chinese name's pinyin or initials, rank range), a slice
 * for the page, and the count of matches as the total. A keyword's matches come in tiers, each in the rank
 * order: exact (the Chinese name, the English name or an alias equals it), prefix (of the name or of one of
 * its words), substring; so 帝国理工,
 * UCLA or LSE put the school the student means first.
 *
 * Memory: one list item per university (the objects the list answers with, shared, never mutated), the
 * same item as JSON text (a page answer is these texts joined, no per-request serialisation), its
 * lower-cased search text and five Int32Array orders: about 4-5 MB.
 *
 * invalidate() drops the snapshot; the next request reloads it (call it after changing the catalog tables).
 */
import { createHash } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';

import {
  universityListItemSchema,
  type RankedType,
  type UniversityListItem,
} from '../../../src/contract/catalog.ts';
import type { Database } from '../../db/database.ts';
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
  const full = pinyin(nameCn, { toneType: 'none', separator: '', nonZh: 'removed', v: true });
  const initials = pinyin(nameCn, { pattern: 'first', toneType: 'none', separator: '', nonZh: 'removed' });
  return `${search} ${full} ${initials}`.toLowerCase();
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

const position = (column: string) =>
  sql.raw(`row_number() over (order by "${column}" asc nulls last, "name_en" asc, "id" asc)`);

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
      pos01: sql<number>`${position('ai_rank')}`.mapWith(Number),
      pos02: sql<number>`${position('qs_rank')}`.mapWith(Number),
      pos03: sql<number>`${position('us_news_rank')}`.mapWith(Number),
      pos04: sql<number>`${position('the_rank')}`.mapWith(Number),
      pos08: sql<number>`${position('arwu_rank')}`.mapWith(Number),
    })
    .from(u);

  const count = rows.length;
  const orders: Record<RankedType, Int32Array> = {
    '01': new Int32Array(count),
    '02': new Int32Array(count),
    '03': new Int32Array(count),
    '04': new Int32Array(count),
    '08': new Int32Array(count),
  };
  const rankedCounts: Record<RankedType, number> = { '01': 0, '02': 0, '03': 0, '04': 0, '08': 0 };
  const entries = rows.map((row, index): IndexedUniversity => {
    const numbers: Record<RankedType, number | null> = {
      '01': row.aiRank,
      '02': row.qsRank,
      '03': row.usNewsRank,
      '04': row.theRank,
      '08': row.arwuRank,
    };
    const positions: Record<RankedType, number> = {
      '01': row.pos01,
      '02': row.pos02,
      '03': row.pos03,
      '04': row.pos04,
      '08': row.pos08,
    };
    for (const type of RANKED_TYPES) {
      orders[type][positions[type] - 1] = index;
      if (numbers[type] !== null) rankedCounts[type] += 1;
    }
    const item = universityListItemSchema.parse(toListItem(row));
    return {
      item,
      json: JSON.stringify(item),
      position: index,
      search: searchTextOf(`${row.search} ${row.aliases.join(' ')}`.toLowerCase(), row.nameCn),
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
  const searchStarts = new Int32Array(count);
  let offset = 0;
  entries.forEach((entry, i) => {
    searchStarts[i] = offset;
    offset += entry.search.length + SEPARATOR.length;
  });
  const searchText = entries.map((entry) => entry.search).join(SEPARATOR);
  const digest = createHash('sha256');
  for (const entry of entries) digest.update(entry.json).update(SEPARATOR);
  for (const type of RANKED_TYPES) digest.update(new Uint8Array(orders[type].buffer));
  const version = digest.digest('base64url').slice(0, 16);
  return { entries, orders, rankedCounts, searchText, searchStarts, version };
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
    invalidate(): void {
      current = undefined;
    },
  };
}

export function createUniversityIndex(db: Database) {
  return createSnapshot(() => loadUniversityIndex(db));
}

export type UniversityIndexSnapshot = ReturnType<typeof createUniversityIndex>;

const SHARED = new WeakMap<Database, UniversityIndexSnapshot>();

/**
 * The one index of a database, shared by the modules that read it (the school routes and the home search),
 * so that it is loaded and held once; invalidate() drops it for all of them.
 */
export function sharedUniversityIndex(db: Database): UniversityIndexSnapshot {
  let snapshot = SHARED.get(db);
  if (!snapshot) {
    snapshot = createUniversityIndex(db);
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
