import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';

import { DICTIONARIES } from '../../../src/contract/dictionaries.ts';
import {
  GUIDE_SECTIONS,
  type GuideDetail,
  type GuideFacet,
  type GuidePage,
  type GuideSection,
  type PageConfig,
} from '../../../src/contract/guide.ts';
import type { Database } from '../../lib/database.ts';
import {
  containsPattern,
  countAll,
  countRows,
  offsetOf,
  type Paging,
  toPage,
  totalOver,
} from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { guideListColumns, toGuideListItem, toPageConfig } from './guide.mappers.ts';
import { guideArticlesTable, pageConfigsTable } from './guide.table.ts';

/** Related articles shown under an article. */
export const GUIDE_RELATED_LIMIT = 4;

export interface GuidePageFilter extends Paging {
  section: GuideSection;
  /** Already checked against the section's dictionary. */
  typeCode?: string;
  /** Already checked against VISA_COUNTRY. */
  countryCode?: string;
  keyword?: string;
}

/** The codes of a section's type dictionary, in dictionary order (none for a section without one). */
export function typeCodesOf(section: GuideSection): readonly string[] {
  const dict = GUIDE_SECTIONS[section].typeDict;
  return dict ? DICTIONARIES[dict].map(([code]) => code) : [];
}

export const COUNTRY_CODES: readonly string[] = DICTIONARIES.VISA_COUNTRY.map(([code]) => code);

/** Counts of the codes in dictionary order, only the codes that have articles. */
function facetsOf(codes: readonly string[], counts: Map<string, number>): GuideFacet[] {
  return codes.flatMap((code) => {
    const count = counts.get(code) ?? 0;
    return count > 0 ? [{ code, count }] : [];
  });
}

export type GuideRepository = ReturnType<typeof createGuideRepository>;

/** What the parts of createGuideRepository share. */
function guideRepositoryContext({ db }: { db: Database }) {
  const t = guideArticlesTable;

  /** Two statements: the page (its total by count(*) over()) and the section's counts by type and country. */
  async function findPage(query: GuidePageFilter): Promise<GuidePage> {
    const filters: SQL[] = [eq(t.section, query.section)];
    if (query.typeCode) filters.push(eq(t.typeCode, query.typeCode));
    if (query.countryCode) filters.push(eq(t.countryCode, query.countryCode));
    if (query.keyword) {
      const pattern = containsPattern(query.keyword);
      const match = or(ilike(t.title, pattern), ilike(t.summary, pattern));
      if (match) filters.push(match);
    }
    const where = and(...filters);
    const [rows, counts] = await Promise.all([
      db
        .select({ ...guideListColumns, total: totalOver() })
        .from(t)
        .where(where)
        .orderBy(desc(t.publishedAt), desc(t.id))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db
        .select({
          typeCode: t.typeCode,
          countryCode: t.countryCode,
          count: countAll(),
        })
        .from(t)
        .where(eq(t.section, query.section))
        .groupBy(t.typeCode, t.countryCode),
    ]);
    const page = await toPage(query, rows, countRows(db, t, where), toGuideListItem);
    const byType = new Map<string, number>();
    const byCountry = new Map<string, number>();
    for (const row of counts) {
      if (row.typeCode) byType.set(row.typeCode, (byType.get(row.typeCode) ?? 0) + row.count);
      if (row.countryCode) byCountry.set(row.countryCode, (byCountry.get(row.countryCode) ?? 0) + row.count);
    }
    const meta = GUIDE_SECTIONS[query.section];
    return {
      ...page,
      facets: {
        types: facetsOf(typeCodesOf(query.section), byType),
        countries: meta.byCountry ? facetsOf(COUNTRY_CODES, byCountry) : [],
      },
    };
  }

  /**
   * One article with its body and sources, and up to four other articles of its section: those of the same
   * type or country first, then the newest. Undefined for an unknown (or malformed) id.
   */
  async function findById(id: string): Promise<GuideDetail | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
    if (!row) return undefined;
    const same = or(
      row.typeCode === null ? undefined : eq(t.typeCode, row.typeCode),
      row.countryCode === null ? undefined : eq(t.countryCode, row.countryCode),
    );
    const related = await db
      .select(guideListColumns)
      .from(t)
      .where(and(eq(t.section, row.section), ne(t.id, row.id)))
      .orderBy(...(same ? [sql`case when ${same} then 0 else 1 end`] : []), desc(t.publishedAt), desc(t.id))
      .limit(GUIDE_RELATED_LIMIT);
    return {
      ...toGuideListItem(row),
      body: row.body,
      sources: row.sources,
      related: related.map(toGuideListItem),
    };
  }
  return { db, t, findPage, findById };
}

type GuideRepositoryContext = ReturnType<typeof guideRepositoryContext>;

function createGuidePageRows(ctx: GuideRepositoryContext) {
  const { findPage, findById } = ctx;
  return {
    findPage,

    findById,
  };
}

function createGuideConfigRows(ctx: GuideRepositoryContext) {
  const { db, t } = ctx;
  return {
    /** The header of every guide section, in order. */
    async findPageConfigs(): Promise<PageConfig[]> {
      const rows = await db
        .select()
        .from(pageConfigsTable)
        .orderBy(asc(pageConfigsTable.sort), asc(pageConfigsTable.pageType));
      return rows.map(toPageConfig);
    },

    /** One section's header; undefined when it has none. */
    async findPageConfig(pageType: GuideSection): Promise<PageConfig | undefined> {
      const [row] = await db
        .select()
        .from(pageConfigsTable)
        .where(eq(pageConfigsTable.pageType, pageType))
        .limit(1);
      return row ? toPageConfig(row) : undefined;
    },

    /** Titles matching the keyword, newest first (the home search). */
    async searchTitles(keyword: string, limit: number) {
      return db
        .select({ id: t.id, section: t.section, title: t.title })
        .from(t)
        .where(ilike(t.title, containsPattern(keyword)))
        .orderBy(desc(t.publishedAt), desc(t.id))
        .limit(limit);
    },
  };
}

export function createGuideRepository(deps: { db: Database }) {
  const ctx = guideRepositoryContext(deps);
  return { ...createGuidePageRows(ctx), ...createGuideConfigRows(ctx) };
}
