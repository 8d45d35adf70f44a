import { asc, eq } from 'drizzle-orm';

import {
  RANK_EDITIONS,
  RANK_HISTORY_RANKINGS,
  SCORECARD_YEAR,
  rankAttribution,
  type RankHistoryEntry,
  type RankItem,
  type RankedType,
  type UniversityDetail,
  type UniversityListItem,
  type UniversityOverview,
  type UniversityPageQuery,
} from '../../../src/contract/catalog.ts';
import type { Database } from '../../lib/database.ts';
import { majorsTable, universityMajorsTable } from './major.table.ts';
import type { JsonText } from '../../lib/http-cache.ts';
import {
  rankKeyOf,
  selectPage,
  selectRankPage,
  sharedUniversityIndex,
  snapshotEtag,
} from './school.catalog-index.ts';
import { okJsonText } from '../../lib/envelope.ts';
import { universitiesTable, type UniversityRow } from './school.table.ts';
import { cell, toListItem } from './school.mappers.ts';
import { offsetOf, type Paging } from '../../lib/paging.ts';

export const ADMISSION_SOURCE = `来源：U.S. Department of Education College Scorecard ${SCORECARD_YEAR}`;

/** The sort key of an edition: its first year ('2026-2027' -> 2026), 0 without one. */
function editionYear(edition: string): number {
  const match = /\d{4}/.exec(edition);
  return match ? Number(match[0]) : 0;
}

/**
 * The stored rank history as the overview shows it: known rankings only, grouped in RANK_HISTORY_RANKINGS
 * order, newest edition first in each, one row per ranking and edition.
 */
export function orderRankHistory(history: readonly { ranking: string; edition: string; label: string }[]) {
  const rows: RankHistoryEntry[] = [];
  for (const ranking of RANK_HISTORY_RANKINGS) {
    const seen = new Set<string>();
    const entries = history
      .filter((entry) => entry.ranking === ranking && entry.label.trim() !== '')
      .sort((a, b) => editionYear(b.edition) - editionYear(a.edition) || b.edition.localeCompare(a.edition));
    for (const { edition, label } of entries) {
      if (seen.has(edition)) continue;
      seen.add(edition);
      rows.push({ ranking, edition, label: label.trim() });
    }
  }
  return rows;
}

type Numbers = (number | null)[] | null;
const at = (values: Numbers, index: number) => values?.[index] ?? null;
const intAt = (values: Numbers, index: number) => {
  const value = at(values, index);
  return value === null ? null : Math.round(value);
};

/** The overview facts of a row: names, level, rank history, Scorecard admission and tuition. */
export function toOverview(row: UniversityRow): UniversityOverview {
  const a = row.admission;
  const admission = {
    rate: at(a, 0),
    sat25: intAt(a, 1),
    sat75: intAt(a, 2),
    act25: intAt(a, 3),
    act75: intAt(a, 4),
  };
  const tuition = { inState: intAt(a, 5), outOfState: intAt(a, 6) };
  const hasAdmission = Object.values(admission).some((value) => value !== null);
  const hasTuition = tuition.inState !== null || tuition.outOfState !== null;
  const cityCn = row.cityCn?.trim() || null;
  return {
    cityCn,
    aliases: [...new Set(row.aliases.map((alias) => alias.trim()))].filter(
      (alias) => alias !== '' && alias !== row.nameCn && alias !== row.nameEn,
    ),
    graduateOnly: row.graduateOnly,
    levelSource: row.graduateOnly ? row.levelSource : null,
    rankHistory: orderRankHistory(row.rankHistory),
    admission: hasAdmission ? admission : null,
    tuition: hasTuition ? tuition : null,
    dataYear: {
      admission: hasAdmission ? SCORECARD_YEAR : null,
      tuition: hasTuition ? SCORECARD_YEAR : null,
    },
    dataSource: hasAdmission || hasTuition ? ADMISSION_SOURCE : null,
  };
}

export type SchoolRepository = ReturnType<typeof createSchoolRepository>;

export function createSchoolRepository({ db, cacheDir }: { db: Database; cacheDir?: string }) {
  const universityIndex = sharedUniversityIndex(db, { cacheDir });

  return {
    /**
     * A page of universities as the JSON text of its success envelope (universityPageSchema inside):
     * filtered, sorted by the chosen rank type (QS by default, unranked last), then English name, from the
     * in-memory index (school.catalog-index.ts; one statement loads it, none per request), the items'
     * JSON pre-serialised at load: the hot path of the list route (no response-schema parse, no stringify).
     */
    async findPageJson(
      query: Required<Pick<UniversityPageQuery, 'pageIndex' | 'pageSize'>> & UniversityPageQuery,
    ): Promise<JsonText> {
      // a keyword also matches the names' pinyin, which the index adds right after its load
      const index = await (query.keyword ? universityIndex.searchable() : universityIndex.get());
      const page = selectPage(
        index,
        {
          rankType: query.rankType ?? '02',
          countryCode: query.countryCode,
          typeName: query.typeName,
          keyword: query.keyword ? query.keyword.toLowerCase() : undefined,
          rankMin: query.rankMin,
          rankMax: query.rankMax,
        },
        offsetOf(query),
        query.pageSize,
      );
      const list = page.list.map((entry) => entry.json).join(',');
      const json = okJsonText(
        `{"list":[${list}],"total":${page.total},"pageIndex":${query.pageIndex},"pageSize":${query.pageSize}}`,
      );
      const numbers = [
        page.total,
        query.pageIndex,
        query.pageSize,
        ...page.list.map((entry) => entry.position),
      ];
      return { json, etag: snapshotEtag(index.version, numbers) };
    },

    /**
     * The universities whose name (Chinese, English, an alias, pinyin or its initials) contains the keyword:
     * exact matches of a name or alias first, then prefixes, then substrings, each tier best QS rank first
     * (unranked last, then English name): the list's keyword search over the same index.
     */
    async searchByKeyword(keyword: string, limit: number): Promise<UniversityListItem[]> {
      const index = await universityIndex.searchable();
      return selectPage(index, { rankType: '02', keyword: keyword.toLowerCase() }, 0, limit).list.map(
        (entry) => entry.item,
      );
    },

    /** A rank list in rank order (then English name): from the in-memory index, like findPageJson. */
    async findRankPageJson(rankType: RankedType, paging: Paging): Promise<JsonText> {
      const index = await universityIndex.get();
      const page = selectRankPage(index, rankType, offsetOf(paging), paging.pageSize);
      const key = rankKeyOf(rankType);
      const list = page.list
        .map((entry) => {
          const score = entry.scores[rankType];
          const item: Omit<RankItem, 'university'> = {
            rank: entry.labels[rankType] ?? '',
            rankNumber: entry.item.ranks[key]?.number ?? 0,
            score: score === null ? null : Number(score),
          };
          // the item's keys in rankItemSchema order, with the pre-serialised university last
          return `${JSON.stringify(item).slice(0, -1)},"university":${entry.json}}`;
        })
        .join(',');
      const json = okJsonText(
        `{"list":[${list}],"total":${page.total},"pageIndex":${paging.pageIndex},"pageSize":${paging.pageSize},"attribution":${JSON.stringify(rankAttribution(rankType))}}`,
      );
      const numbers = [Number(rankType), page.total, paging.pageIndex, paging.pageSize];
      for (const entry of page.list) numbers.push(entry.position);
      return { json, etag: snapshotEtag(index.version, numbers) };
    },

    /** Drops the in-memory index: the next list or rank page reloads it (after a change of the catalog). */
    invalidate(): void {
      universityIndex.invalidate();
    },

    maxRankDate(rankType: RankedType) {
      return { rankType, edition: RANK_EDITIONS[rankType], attribution: rankAttribution(rankType) };
    },

    /**
     * The university with its QS indicators, admission statistics, ranked majors (each with its QS subject)
     * and the overview facts: two statements.
     */
    async findDetail(id: string): Promise<UniversityDetail | undefined> {
      const [row] = await db.select().from(universitiesTable).where(eq(universitiesTable.id, id)).limit(1);
      if (!row) return undefined;
      const majors = await db
        .select({
          majorCode: majorsTable.code,
          nameCn: majorsTable.nameCn,
          subjectEn: majorsTable.subjectEn,
          subjectCn: majorsTable.subjectCn,
          rank: universityMajorsTable.rankLabel,
          rankNumber: universityMajorsTable.rankNumber,
        })
        .from(universityMajorsTable)
        .innerJoin(majorsTable, eq(majorsTable.code, universityMajorsTable.majorCode))
        .where(eq(universityMajorsTable.universityId, id))
        .orderBy(asc(universityMajorsTable.rankNumber), asc(majorsTable.sort));
      const q = row.qsIndicators;
      const a = row.admission;
      return {
        ...toListItem(row),
        qsRank2026: cell(row.qs2026Label, row.qs2026Rank),
        qsIndicators:
          q === null && row.qsScore === null
            ? null
            : {
                overall: row.qsScore,
                academicReputation: at(q, 0),
                employerReputation: at(q, 1),
                facultyStudent: at(q, 2),
                citationsPerFaculty: at(q, 3),
                internationalFaculty: at(q, 4),
                internationalStudents: at(q, 5),
                internationalResearchNetwork: at(q, 6),
                employmentOutcomes: at(q, 7),
                sustainability: at(q, 8),
              },
        admission:
          a === null
            ? null
            : {
                admissionRate: at(a, 0),
                sat25: intAt(a, 1),
                sat75: intAt(a, 2),
                act25: intAt(a, 3),
                act75: intAt(a, 4),
                tuitionInState: intAt(a, 5),
                tuitionOutOfState: intAt(a, 6),
                internationalShare: at(a, 7),
                undergraduates: intAt(a, 8),
                source: ADMISSION_SOURCE,
              },
        majors,
        overview: toOverview(row),
      };
    },
  };
}
