import { asc, eq } from 'drizzle-orm';

import {
  MAJOR_RANK_ATTRIBUTION,
  type Major,
  type UniversityListItem,
} from '../../../src/contract/catalog.ts';
import { majorSynonymTargets } from '../../../src/contract/major-synonyms.ts';
import type { Database } from '../../lib/database.ts';
import { offsetOf, type Page, pageOf, type Paging } from '../../lib/paging.ts';
import { listColumns, toListItem } from '../school/school.mappers.ts';
import { createSnapshot } from '../school/school.catalog-index.ts';
import { universitiesTable } from '../school/school.table.ts';
import { majorsTable, universityMajorsTable, type MajorRow } from '../school/major.table.ts';

function toMajor(row: MajorRow): Major {
  return {
    code: row.code,
    nameCn: row.nameCn,
    subjectEn: row.subjectEn,
    subjectCn: row.subjectCn,
    broadAreaCn: row.broadAreaCn,
    programCount: row.programCount,
    rankedUniversities: row.rankedUniversities,
  };
}

export interface MajorRankItem {
  rank: string;
  rankNumber: number;
  university: UniversityListItem;
}

interface MajorIndex {
  /** In file order (sort). */
  majors: (Major & { search: [string, string, string] })[];
  byCode: Map<string, Major>;
  /** Per major code: the ranked universities in rank order, then English name, then id. */
  ranks: Map<string, MajorRankItem[]>;
}

/**
 * The 61 majors and their ranked universities, read once (two statements, lazily on the first request) and
 * kept in memory: the catalog is read-only at runtime. Each university's list item is built once and shared.
 * invalidate() drops the snapshot; the next request reloads it.
 */
async function loadMajorIndex(db: Database): Promise<MajorIndex> {
  const majorRows = await db.select().from(majorsTable).orderBy(asc(majorsTable.sort));
  const rankRows = await db
    .select({
      ...listColumns,
      majorCode: universityMajorsTable.majorCode,
      rankLabel: universityMajorsTable.rankLabel,
      rankNumber: universityMajorsTable.rankNumber,
    })
    .from(universityMajorsTable)
    .innerJoin(universitiesTable, eq(universitiesTable.id, universityMajorsTable.universityId))
    .orderBy(
      asc(universityMajorsTable.majorCode),
      asc(universityMajorsTable.rankNumber),
      asc(universitiesTable.nameEn),
      asc(universitiesTable.id),
    );
  const majors = majorRows.map((row) => {
    const major = toMajor(row);
    const search: [string, string, string] = [
      row.nameCn.toLowerCase(),
      row.subjectEn.toLowerCase(),
      row.subjectCn,
    ];
    return { ...major, search };
  });
  const items = new Map<string, UniversityListItem>();
  const ranks = new Map<string, MajorRankItem[]>();
  for (const row of rankRows) {
    let university = items.get(row.id);
    if (!university) {
      university = toListItem(row);
      items.set(row.id, university);
    }
    let list = ranks.get(row.majorCode);
    if (!list) {
      list = [];
      ranks.set(row.majorCode, list);
    }
    list.push({ rank: row.rankLabel, rankNumber: row.rankNumber, university });
  }
  return {
    majors,
    byCode: new Map(majorRows.map((row) => [row.code, toMajor(row)])),
    ranks,
  };
}

type MajorIndexSnapshot = ReturnType<typeof createSnapshot<MajorIndex>>;

const SHARED = new WeakMap<Database, MajorIndexSnapshot>();

/** The one index of a database, shared by the modules that read it (the major routes and the home search). */
function sharedMajorIndex(db: Database): MajorIndexSnapshot {
  let snapshot = SHARED.get(db);
  if (!snapshot) {
    snapshot = createSnapshot(() => loadMajorIndex(db));
    SHARED.set(db, snapshot);
  }
  return snapshot;
}

type IndexedMajor = MajorIndex['majors'][number];

/** The majors a keyword finds, best first (see findPage). */
export function rankMajors(majors: readonly IndexedMajor[], keyword: string): IndexedMajor[] {
  const targets = majorSynonymTargets(keyword);
  const scored: { major: IndexedMajor; score: number }[] = [];
  majors.forEach((major, position) => {
    const synonym = targets.indexOf(major.nameCn);
    let tier: number;
    if (major.search[0] === keyword) tier = 0;
    else if (synonym >= 0) tier = 1;
    else if (major.search.some((text) => text.startsWith(keyword))) tier = 2;
    else if (major.search.some((text) => text.includes(keyword))) tier = 3;
    else return;
    scored.push({ major, score: tier * 1000 + (tier === 1 ? synonym : position) });
  });
  return scored.sort((a, b) => a.score - b.score).map(({ major }) => major);
}

export type MajorRepository = ReturnType<typeof createMajorRepository>;

export function createMajorRepository({ db }: { db: Database }) {
  const index = sharedMajorIndex(db);

  return {
    /**
     * In file order (most programmes first). A keyword matches the Chinese name, the QS subject (English or
     * Chinese) or a synonym (src/contract/major-synonyms.ts: CS -> 计算机, 传媒 -> 新闻 ...); the major named
     * exactly comes first, then the synonyms' majors in their order, then name prefixes, then substrings.
     */
    async findPage(query: Paging & { keyword?: string }): Promise<Page<Major>> {
      const { majors } = await index.get();
      const keyword = query.keyword ? query.keyword.trim().toLowerCase() : undefined;
      const matches = keyword ? rankMajors(majors, keyword) : majors;
      const offset = offsetOf(query);
      const list = matches
        .slice(offset, offset + query.pageSize)
        .map(({ search: _search, ...major }) => major);
      return pageOf(query, list, matches.length);
    },

    async findByCode(code: string): Promise<Major | undefined> {
      return (await index.get()).byCode.get(code);
    },

    /** The universities ranked for the major's QS subject, in rank order; undefined for an unknown major. */
    async findUniversityRanks(
      majorCode: string,
      paging: Paging,
    ): Promise<(Page<MajorRankItem> & { attribution: string }) | undefined> {
      const { byCode, ranks } = await index.get();
      const major = byCode.get(majorCode);
      if (!major) return undefined;
      const all = ranks.get(majorCode) ?? [];
      const offset = offsetOf(paging);
      const list = all.slice(offset, offset + paging.pageSize);
      // as before: the ranked rows counted, or the major's own count when the page is past the end
      const total = list.length > 0 ? all.length : major.rankedUniversities;
      return { ...pageOf(paging, list, total), attribution: MAJOR_RANK_ATTRIBUTION };
    },

    /** Drops the in-memory index: the next request reloads it (after a change of the catalog). */
    invalidate(): void {
      index.invalidate();
    },
  };
}
