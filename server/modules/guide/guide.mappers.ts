/** Guide rows to contract types. */
import type { GuideListItem, PageConfig } from '../../../src/contract/guide.ts';
import { guideArticlesTable, type GuideArticleRow, type pageConfigsTable } from './guide.table.ts';

/** The columns of a list item (no body, no sources). */
export const guideListColumns = {
  id: guideArticlesTable.id,
  section: guideArticlesTable.section,
  typeCode: guideArticlesTable.typeCode,
  countryCode: guideArticlesTable.countryCode,
  title: guideArticlesTable.title,
  summary: guideArticlesTable.summary,
  factsYear: guideArticlesTable.factsYear,
  publishedAt: guideArticlesTable.publishedAt,
};

export type GuideListRow = Omit<GuideArticleRow, 'body' | 'sources'>;

export function toGuideListItem(row: GuideListRow): GuideListItem {
  return {
    id: row.id,
    section: row.section,
    typeCode: row.typeCode,
    countryCode: row.countryCode,
    title: row.title,
    summary: row.summary,
    factsYear: row.factsYear,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function toPageConfig(row: typeof pageConfigsTable.$inferSelect): PageConfig {
  return {
    pageType: row.pageType,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    sort: row.sort,
  };
}
