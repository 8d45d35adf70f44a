import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';

import type { StudentSchool } from '../../../src/contract/region.ts';
import type { Database } from '../../lib/database.ts';
import { containsPattern } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { studentSchoolsTable, type StudentSchoolRow } from './student-school.table.ts';

export function toStudentSchool(row: StudentSchoolRow): StudentSchool {
  return {
    id: row.id,
    nameCn: row.nameCn,
    abbreviationCn: row.abbreviationCn,
    type: row.type,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
  };
}

export interface StudentSchoolFilter {
  provinceCode?: string;
  cityCode?: string;
  type?: StudentSchool['type'];
  /** Part of the name or of the short name. */
  keyword?: string;
}

export type StudentSchoolRepository = ReturnType<typeof createStudentSchoolRepository>;

export function createStudentSchoolRepository({ db }: { db: Database }) {
  return {
    /** Schools matching every given filter, high schools first, each type in display order. */
    async find(filter: StudentSchoolFilter): Promise<StudentSchool[]> {
      const conditions: (SQL | undefined)[] = [];
      if (filter.provinceCode) conditions.push(eq(studentSchoolsTable.provinceCode, filter.provinceCode));
      if (filter.cityCode) conditions.push(eq(studentSchoolsTable.cityCode, filter.cityCode));
      if (filter.type) conditions.push(eq(studentSchoolsTable.type, filter.type));
      if (filter.keyword) {
        const pattern = containsPattern(filter.keyword);
        conditions.push(
          or(ilike(studentSchoolsTable.nameCn, pattern), ilike(studentSchoolsTable.abbreviationCn, pattern)),
        );
      }
      const rows = await db
        .select()
        .from(studentSchoolsTable)
        .where(and(...conditions))
        .orderBy(
          asc(studentSchoolsTable.type),
          asc(studentSchoolsTable.cityCode),
          asc(studentSchoolsTable.sort),
          asc(studentSchoolsTable.nameCn),
        );
      return rows.map(toStudentSchool);
    },

    async findById(id: string): Promise<StudentSchoolRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(studentSchoolsTable)
        .where(eq(studentSchoolsTable.id, id))
        .limit(1);
      return row;
    },
  };
}
