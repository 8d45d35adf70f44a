import { boolean, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

import { AD_TONES, AD_TYPES, SEARCH_TYPES } from '../../../src/contract/home.ts';
import { primaryId, timestamptz } from '../../db/columns.ts';

/** Ads by position (SPEC "find ad"): the home banner today. Drawn by the app; links stay inside the app. */
export const adsTable = pgTable('ads', {
  id: primaryId(),
  type: text('type', { enum: AD_TYPES }).notNull(),
  title: varchar('title', { length: 60 }).notNull(),
  subtitle: varchar('subtitle', { length: 120 }).notNull(),
  linkPath: varchar('link_path', { length: 200 }).notNull(),
  linkText: varchar('link_text', { length: 20 }).notNull(),
  tone: text('tone', { enum: AD_TONES }).notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * Search terms that found something, counted (SPEC "hot search"). A term is normalised (trimmed, lower case)
 * and counted only when the search had at least one result, so hot search never shows a term that leads nowhere.
 */
export const searchTermsTable = pgTable(
  'search_terms',
  {
    searchType: text('search_type', { enum: SEARCH_TYPES }).notNull(),
    term: varchar('term', { length: 30 }).notNull(),
    hits: integer('hits').notNull().default(0),
    lastSearchedAt: timestamptz('last_searched_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.searchType, table.term] })],
);
