import { desc, eq, ilike, type SQL } from 'drizzle-orm';

import type { NewsCategory, NewsDetail, NewsListItem } from '../../../src/contract/news.ts';
import type { Database } from '../../lib/database.ts';
import {
  containsPattern,
  countRows,
  offsetOf,
  type Page,
  type Paging,
  toPage,
  totalOver,
} from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { newsTable, type NewsRow } from './news.table.ts';

function toListItem(row: Omit<NewsRow, 'body' | 'sort'>): NewsListItem {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    publishedAt: row.publishedAt.toISOString(),
  };
}

const listColumns = {
  id: newsTable.id,
  category: newsTable.category,
  title: newsTable.title,
  summary: newsTable.summary,
  cover: newsTable.cover,
  publishedAt: newsTable.publishedAt,
};

export type NewsRepository = ReturnType<typeof createNewsRepository>;

export function createNewsRepository({ db }: { db: Database }) {
  return {
    /** Newest first (ties: sort, then id, so pages never overlap); optionally one category. */
    async findPage(query: Paging & { category?: NewsCategory }): Promise<Page<NewsListItem>> {
      const where: SQL | undefined = query.category ? eq(newsTable.category, query.category) : undefined;
      const rows = await db
        .select({ ...listColumns, total: totalOver() })
        .from(newsTable)
        .where(where)
        .orderBy(desc(newsTable.publishedAt), desc(newsTable.sort), desc(newsTable.id))
        .limit(query.pageSize)
        .offset(offsetOf(query));
      return toPage(query, rows, countRows(db, newsTable, where), toListItem);
    },

    /** One article with its body; undefined for an unknown (or malformed) id. */
    async findById(id: string): Promise<NewsDetail | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(newsTable).where(eq(newsTable.id, id)).limit(1);
      return row ? { ...toListItem(row), body: row.body } : undefined;
    },

    /** Titles containing the keyword (ILIKE), newest first: the home search. */
    async searchTitles(keyword: string, limit: number): Promise<{ id: string; title: string }[]> {
      return db
        .select({ id: newsTable.id, title: newsTable.title })
        .from(newsTable)
        .where(ilike(newsTable.title, containsPattern(keyword)))
        .orderBy(desc(newsTable.publishedAt), desc(newsTable.sort), desc(newsTable.id))
        .limit(limit);
    },
  };
}
