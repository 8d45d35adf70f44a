import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';

import { GUIDE_SECTION_CODES, type GuideSource } from '../../../src/contract/guide.ts';
import { primaryId, timestamptz } from '../../db/columns.ts';
import type { NewsBlock } from '../news/news.table.ts';

/**
 * Guide articles of the eight guide sections (src/contract/guide.ts): written by the project, dated by
 * `facts_year`, with the official sources to check. The body is structured blocks rendered as text, like news.
 */
export const guideArticlesTable = pgTable(
  'guide_articles',
  {
    id: primaryId(),
    section: text('section', { enum: GUIDE_SECTION_CODES }).notNull(),
    /** Code of the section's dictionary (STANDARD_EXAM_TYPE, ACADEMIC_PROMOTION_TYPE, BACKGROUND_BOOST_INFO_TYPE). */
    typeCode: varchar('type_code', { length: 10 }),
    /** VISA_COUNTRY code. */
    countryCode: varchar('country_code', { length: 10 }),
    title: varchar('title', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    body: jsonb('body').$type<NewsBlock[]>().notNull(),
    sources: jsonb('sources').$type<GuideSource[]>().notNull(),
    factsYear: integer('facts_year').notNull(),
    publishedAt: timestamptz('published_at').notNull(),
  },
  (table) => [index('guide_articles_section_published_idx').on(table.section, table.publishedAt)],
);
export type GuideArticleRow = typeof guideArticlesTable.$inferSelect;

/** The header of each guide section (SPEC "pageConfig"): one row per section. */
export const pageConfigsTable = pgTable('page_configs', {
  pageType: text('page_type', { enum: GUIDE_SECTION_CODES }).primaryKey(),
  title: varchar('title', { length: 40 }).notNull(),
  subtitle: varchar('subtitle', { length: 80 }).notNull(),
  description: varchar('description', { length: 300 }).notNull(),
  sort: integer('sort').notNull().default(0),
});
