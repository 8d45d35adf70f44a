import { index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';

import { SCHOOL_TYPES } from '../../../src/contract/region.ts';
import { primaryId } from '../../db/columns.ts';
import { regionsTable } from './region.table.ts';

/** The Chinese high schools ('01') and universities ('02') students attend now (profile and AI forms). */
export const studentSchoolsTable = pgTable(
  'student_schools',
  {
    id: primaryId(),
    nameCn: varchar('name_cn', { length: 50 }).notNull(),
    /** Short name students also type (北京四中, 人大附中). */
    abbreviationCn: varchar('abbreviation_cn', { length: 50 }),
    type: text('type', { enum: SCHOOL_TYPES }).notNull(),
    provinceCode: varchar('province_code', { length: 6 })
      .notNull()
      .references(() => regionsTable.code),
    cityCode: varchar('city_code', { length: 6 })
      .notNull()
      .references(() => regionsTable.code),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    unique('student_schools_city_name_unique').on(table.cityCode, table.nameCn),
    index('student_schools_city_type_idx').on(table.cityCode, table.type, table.sort),
    index('student_schools_province_idx').on(table.provinceCode),
  ],
);

export type StudentSchoolRow = typeof studentSchoolsTable.$inferSelect;
