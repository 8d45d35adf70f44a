import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { universityRef } from './school.table.ts';

/** The 61 study-abroad major categories and their primary QS subject (seeded, read-only at runtime). */
export const majorsTable = pgTable('majors', {
  code: varchar('code', { length: 8 }).primaryKey(),
  nameCn: varchar('name_cn', { length: 50 }).notNull(),
  subjectEn: varchar('subject_en', { length: 100 }).notNull(),
  subjectCn: varchar('subject_cn', { length: 50 }).notNull(),
  broadAreaCn: varchar('broad_area_cn', { length: 50 }).notNull(),
  programCount: integer('program_count').notNull(),
  rankedUniversities: integer('ranked_universities').notNull(),
  sort: integer('sort').notNull(),
});

export type MajorRow = typeof majorsTable.$inferSelect;

/** A university's QS subject rank for a major's primary subject. */
export const universityMajorsTable = pgTable(
  'university_majors',
  {
    majorCode: varchar('major_code', { length: 8 })
      .notNull()
      .references(() => majorsTable.code, { onDelete: 'cascade' }),
    universityId: universityRef(),
    rankLabel: varchar('rank_label', { length: 20 }).notNull(),
    rankNumber: integer('rank_number').notNull(),
  },
  (table) => [
    primaryKey({ name: 'university_majors_pk', columns: [table.majorCode, table.universityId] }),
    index('university_majors_rank_idx').on(table.majorCode, table.rankNumber),
    index('university_majors_university_idx').on(table.universityId),
  ],
);
