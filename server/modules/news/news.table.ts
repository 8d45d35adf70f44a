import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { primaryId, timestamptz } from '../../db/columns.ts';

/**
 * Study-abroad news articles (StudyNews). The body is structured blocks (headings, paragraphs, lists)
 * rendered as text by React: no stored HTML, so no script can ever run from an article.
 */
export const newsTable = pgTable(
  'news',
  {
    id: primaryId(),
    /** Category code, e.g. VISA, EXAM, TIMELINE, RENTING, EMPLOYMENT. */
    category: varchar('category', { length: 20 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    /** Key of the app's own generated cover art. */
    cover: varchar('cover', { length: 40 }).notNull(),
    body: jsonb('body').$type<NewsBlock[]>().notNull(),
    publishedAt: timestamptz('published_at').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('news_published_idx').on(table.publishedAt),
    index('news_category_idx').on(table.category),
  ],
);

export type NewsBlock = { type: 'h2' | 'p'; text: string } | { type: 'ul'; items: string[] };
export type NewsRow = typeof newsTable.$inferSelect;
