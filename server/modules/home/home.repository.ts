import { and, asc, desc, eq, gt, gte, sql } from 'drizzle-orm';

import type { Ad, AdType, HotSearchItem, SearchType } from '../../../src/contract/home.ts';
import type { Database } from '../../lib/database.ts';
import { adsTable, searchTermsTable } from './home.table.ts';

export type HomeRepository = ReturnType<typeof createHomeRepository>;

export function createHomeRepository({ db }: { db: Database }) {
  return {
    /** The active ads of a position, in order. */
    async findAds(type: AdType): Promise<Ad[]> {
      return db
        .select({
          id: adsTable.id,
          type: adsTable.type,
          title: adsTable.title,
          subtitle: adsTable.subtitle,
          linkPath: adsTable.linkPath,
          linkText: adsTable.linkText,
          tone: adsTable.tone,
        })
        .from(adsTable)
        .where(and(eq(adsTable.type, type), eq(adsTable.active, true)))
        .orderBy(asc(adsTable.sort), asc(adsTable.id));
    },

    /** The terms of a search type searched since `since` that found something: most hits, then most recent. */
    async findHotTerms(query: {
      searchType: SearchType;
      limit: number;
      since: Date;
    }): Promise<HotSearchItem[]> {
      const t = searchTermsTable;
      return db
        .select({ term: t.term, searchType: t.searchType })
        .from(t)
        .where(and(eq(t.searchType, query.searchType), gt(t.hits, 0), gte(t.lastSearchedAt, query.since)))
        .orderBy(desc(t.hits), desc(t.lastSearchedAt), asc(t.term))
        .limit(query.limit);
    },

    /** Counts one search of a (normalised) term: one statement, inserted or incremented. */
    async countSearch(term: string, searchType: SearchType, now: Date): Promise<void> {
      const t = searchTermsTable;
      await db
        .insert(t)
        .values({ searchType, term, hits: 1, lastSearchedAt: now })
        .onConflictDoUpdate({
          target: [t.searchType, t.term],
          set: { hits: sql`${t.hits} + 1`, lastSearchedAt: now },
        });
    },
  };
}
