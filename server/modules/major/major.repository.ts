import { and, asc, eq, like, or, sql, type SQL } from 'drizzle-orm';

import {
  MAJOR_RANK_ATTRIBUTION,
  type Major,
  type UniversityListItem,
} from '../../../src/contract/catalog.ts';
import type { Database } from '../../db/database.ts';
import {
  containsPattern,
  listColumns,
  offsetOf,
  toListItem,
  toPage,
  type Page,
  type Paging,
} from '../school/school.repository.ts';
import { universitiesTable } from '../school/school.table.ts';
import { majorsTable, universityMajorsTable, type MajorRow } from './major.table.ts';

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

const total = sql<number>`count(*) over()`.mapWith(Number);

export interface MajorRankItem {
  rank: string;
  rankNumber: number;
  university: UniversityListItem;
}

export type MajorRepository = ReturnType<typeof createMajorRepository>;

export function createMajorRepository({ db }: { db: Database }) {
  return {
    /** In file order (most programmes first); keyword: Chinese name, QS subject (English or Chinese). */
    async findPage(query: Paging & { keyword?: string }): Promise<Page<Major>> {
      let where: SQL | undefined;
      if (query.keyword) {
        const pattern = containsPattern(query.keyword.toLowerCase());
        where = or(
          like(sql`lower(${majorsTable.nameCn})`, pattern),
          like(sql`lower(${majorsTable.subjectEn})`, pattern),
          like(majorsTable.subjectCn, pattern),
        );
      }
      const rows = await db
        .select({
          code: majorsTable.code,
          nameCn: majorsTable.nameCn,
          subjectEn: majorsTable.subjectEn,
          subjectCn: majorsTable.subjectCn,
          broadAreaCn: majorsTable.broadAreaCn,
          programCount: majorsTable.programCount,
          rankedUniversities: majorsTable.rankedUniversities,
          sort: majorsTable.sort,
          total,
        })
        .from(majorsTable)
        .where(where)
        .orderBy(asc(majorsTable.sort))
        .limit(query.pageSize)
        .offset(offsetOf(query));
      return toPage(
        query,
        rows,
        async () => {
          const [row] = await db
            .select({ total: sql<number>`count(*)`.mapWith(Number) })
            .from(majorsTable)
            .where(where);
          return row?.total ?? 0;
        },
        toMajor,
      );
    },

    async findByCode(code: string): Promise<Major | undefined> {
      const [row] = await db.select().from(majorsTable).where(eq(majorsTable.code, code)).limit(1);
      return row ? toMajor(row) : undefined;
    },

    /**
     * The universities ranked for the major's QS subject, in rank order; undefined for an unknown major
     * (checked by a second statement only when the page is empty).
     */
    async findUniversityRanks(
      majorCode: string,
      paging: Paging,
    ): Promise<(Page<MajorRankItem> & { attribution: string }) | undefined> {
      const rows = await db
        .select({
          ...listColumns,
          rankLabel: universityMajorsTable.rankLabel,
          rankNumber: universityMajorsTable.rankNumber,
          total,
        })
        .from(universityMajorsTable)
        .innerJoin(universitiesTable, eq(universitiesTable.id, universityMajorsTable.universityId))
        .where(eq(universityMajorsTable.majorCode, majorCode))
        .orderBy(asc(universityMajorsTable.rankNumber), asc(universitiesTable.nameEn))
        .limit(paging.pageSize)
        .offset(offsetOf(paging));
      let known = rows.length > 0;
      let totalCount = rows[0]?.total ?? 0;
      if (!known) {
        const [major] = await db
          .select({ ranked: majorsTable.rankedUniversities })
          .from(majorsTable)
          .where(and(eq(majorsTable.code, majorCode)))
          .limit(1);
        known = Boolean(major);
        totalCount = major?.ranked ?? 0;
      }
      if (!known) return undefined;
      return {
        list: rows.map((row) => ({
          rank: row.rankLabel,
          rankNumber: row.rankNumber,
          university: toListItem(row),
        })),
        total: totalCount,
        pageIndex: paging.pageIndex,
        pageSize: paging.pageSize,
        attribution: MAJOR_RANK_ATTRIBUTION,
      };
    },
  };
}
