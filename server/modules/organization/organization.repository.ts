import { and, type AnyColumn, asc, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';

import {
  ACCOUNTABILITY_DAYS,
  ADVISER_YEARS_BANDS,
  ORG_PRICE_BANDS,
  SCHOOL_TIERS,
  schoolTierOf,
  type AdmissionStatistics,
  type AdviserDetail,
  type AdviserListItem,
  type AdviserYearsBand,
  type Offer,
  type OrgDetail,
  type OrgListItem,
  type OrgOriginator,
  type OrgPriceBand,
} from '../../../src/contract/org.ts';
import type { Database } from '../../lib/database.ts';
import {
  countAll,
  countRows,
  emptyPage,
  offsetOf,
  type Page,
  type Paging,
  toPage,
  totalOver,
} from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { universitiesTable } from '../school/school.table.ts';
import { usersTable } from '../user/user.table.ts';
import { adviserProfilesTable, offersTable } from './adviser.table.ts';
import { NO_REPLY_FIGURES, replyFigures } from './organization.accountability.ts';
import { organizationsTable } from '../common/organization.table.ts';

const jsonHas = (column: AnyColumn, code: string) => sql`${column} @> ${JSON.stringify([code])}::jsonb`;

const orgOfferCount =
  sql<number>`(select count(*) from "offers" o where o.org_id = "organizations"."id")`.mapWith(Number);
const orgAdviserCount =
  sql<number>`(select count(*) from "adviser_profiles" ap where ap.org_id = "organizations"."id")`.mapWith(
    Number,
  );

const orgColumns = {
  id: organizationsTable.id,
  nameCn: organizationsTable.nameCn,
  nameEn: organizationsTable.nameEn,
  logoPreviewUrl: organizationsTable.logoPreviewUrl,
  city: organizationsTable.city,
  foundedYear: organizationsTable.foundedYear,
  verified: organizationsTable.verified,
  serviceCountries: organizationsTable.serviceCountries,
  serviceMajors: organizationsTable.serviceMajors,
  priceMin: organizationsTable.priceMin,
  priceMax: organizationsTable.priceMax,
  isDemo: organizationsTable.isDemo,
  adviserCount: orgAdviserCount,
  offerCount: orgOfferCount,
};

const adviserOfferCount =
  sql<number>`(select count(*) from "offers" o where o.adviser_id = "adviser_profiles"."user_id")`.mapWith(
    Number,
  );

const adviserColumns = {
  id: adviserProfilesTable.userId,
  nameCn: usersTable.nameCn,
  avatar: usersTable.headportraitPreviewUrl,
  orgId: adviserProfilesTable.orgId,
  orgNameCn: organizationsTable.nameCn,
  adviserType: adviserProfilesTable.adviserType,
  yearsOfExperience: adviserProfilesTable.yearsOfExperience,
  countries: adviserProfilesTable.countries,
  studyIntentions: adviserProfilesTable.studyIntentions,
  languages: adviserProfilesTable.languages,
  offerCount: adviserOfferCount,
  isDemo: adviserProfilesTable.isDemo,
};

function toAdviser<T extends Omit<AdviserListItem, 'nameCn'>>(
  row: T & { nameCn: string | null },
): T & { nameCn: string } {
  return { ...row, nameCn: row.nameCn ?? '顾问' };
}

/** Offer counts by country, school tier and year, from rows grouped by all three. */
function tallyAdmissions(
  orgId: string,
  rows: { countryCode: string; year: number; qsRank: number | null; count: number }[],
): AdmissionStatistics {
  const add = <K>(map: Map<K, number>, key: K, count: number) => map.set(key, (map.get(key) ?? 0) + count);
  const countries = new Map<string, number>();
  const tiers = new Map<string, number>();
  const years = new Map<number, number>();
  for (const row of rows) {
    add(countries, row.countryCode, row.count);
    add(tiers, schoolTierOf(row.qsRank), row.count);
    add(years, row.year, row.count);
  }
  return {
    orgId,
    total: rows.reduce((sum, row) => sum + row.count, 0),
    byCountry: [...countries]
      .map(([code, count]) => ({ code, count }))
      .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
    byTier: SCHOOL_TIERS.map((tier) => ({
      code: tier.code,
      label: tier.label,
      count: tiers.get(tier.code) ?? 0,
    })),
    byYear: [...years].map(([year, count]) => ({ year, count })).sort((a, b) => a.year - b.year),
  };
}

export type OrganizationRepository = ReturnType<typeof createOrganizationRepository>;

/** What the parts of createOrganizationRepository share. */
function organizationRepositoryContext({ db }: { db: Database }) {
  const selectAdvisers = () =>
    db
      .select(adviserColumns)
      .from(adviserProfilesTable)
      .innerJoin(usersTable, eq(usersTable.id, adviserProfilesTable.userId))
      .leftJoin(organizationsTable, eq(organizationsTable.id, adviserProfilesTable.orgId));

  async function offerCount(column: typeof offersTable.orgId | typeof offersTable.adviserId, id: string) {
    const [row] = await db.select({ count: countAll() }).from(offersTable).where(eq(column, id));
    return row?.count ?? 0;
  }
  return { db, selectAdvisers, offerCount };
}

type OrganizationRepositoryContext = ReturnType<typeof organizationRepositoryContext>;

function createOrgRows(ctx: OrganizationRepositoryContext) {
  const { db } = ctx;
  return {
    /** Verified organizations first, then by offers recorded. */
    async hotOrgs(limit: number): Promise<OrgListItem[]> {
      return db
        .select(orgColumns)
        .from(organizationsTable)
        .orderBy(desc(organizationsTable.verified), desc(orgOfferCount), asc(organizationsTable.nameCn))
        .limit(limit);
    },

    async orgPage(
      query: Paging & { city?: string; country?: string; major?: string; price?: OrgPriceBand },
    ): Promise<Page<OrgListItem> & { cities: string[] }> {
      const band = query.price ? ORG_PRICE_BANDS[query.price] : undefined;
      const where = and(
        query.city ? eq(organizationsTable.city, query.city) : undefined,
        query.country ? jsonHas(organizationsTable.serviceCountries, query.country) : undefined,
        query.major ? jsonHas(organizationsTable.serviceMajors, query.major) : undefined,
        band ? lte(organizationsTable.priceMin, band.max) : undefined,
        band ? gte(organizationsTable.priceMax, band.min) : undefined,
      );
      const rows = await db
        .select({ ...orgColumns, total: totalOver() })
        .from(organizationsTable)
        .where(where)
        .orderBy(desc(organizationsTable.verified), desc(orgOfferCount), asc(organizationsTable.id))
        .limit(query.pageSize)
        .offset(offsetOf(query));
      const page = await toPage(
        query,
        rows,
        countRows(db, organizationsTable, where),
        ({ total: _total, ...item }) => item,
      );
      const cities = await db
        .selectDistinct({ city: organizationsTable.city })
        .from(organizationsTable)
        .where(isNotNull(organizationsTable.city))
        .orderBy(asc(organizationsTable.city));
      return { ...page, cities: cities.flatMap((row) => (row.city ? [row.city] : [])) };
    },

    async orgDetail(id: string, now: Date): Promise<OrgDetail | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({
          ...orgColumns,
          intro: organizationsTable.intro,
          qualifications: organizationsTable.qualifications,
        })
        .from(organizationsTable)
        .where(eq(organizationsTable.id, id))
        .limit(1);
      if (!row) return undefined;
      const figures = (await replyFigures(db, 'org', [id], now)).get(id) ?? NO_REPLY_FIGURES;
      return {
        ...row,
        accountability: { ...figures, offerCount: row.offerCount, windowDays: ACCOUNTABILITY_DAYS },
      };
    },

    async originator(id: string): Promise<OrgOriginator | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({
          orgId: organizationsTable.id,
          name: organizationsTable.originatorName,
          title: organizationsTable.originatorTitle,
          intro: organizationsTable.originatorIntro,
        })
        .from(organizationsTable)
        .where(eq(organizationsTable.id, id))
        .limit(1);
      if (!row?.name) return undefined;
      return { orgId: row.orgId, name: row.name, title: row.title ?? '', intro: row.intro ?? '' };
    },
  };
}

function createOrgStatisticsRows({ db }: OrganizationRepositoryContext) {
  return {
    /** Offers by country, school tier (QS rank) and year; undefined for an unknown organization. */
    async admissionStatistics(id: string): Promise<AdmissionStatistics | undefined> {
      if (!isUuid(id)) return undefined;
      const [org] = await db
        .select({ id: organizationsTable.id })
        .from(organizationsTable)
        .where(eq(organizationsTable.id, id))
        .limit(1);
      if (!org) return undefined;
      const rows = await db
        .select({
          countryCode: offersTable.countryCode,
          year: offersTable.year,
          qsRank: universitiesTable.qsRank,
          count: countAll(),
        })
        .from(offersTable)
        .leftJoin(universitiesTable, eq(universitiesTable.id, offersTable.universityId))
        .where(eq(offersTable.orgId, id))
        .groupBy(offersTable.countryCode, offersTable.year, universitiesTable.qsRank);
      return tallyAdmissions(id, rows);
    },
  };
}

function createAdviserRows(ctx: OrganizationRepositoryContext) {
  const { db, selectAdvisers } = ctx;
  return {
    async adviserPage(
      query: Paging & { orgId?: string; type?: string; country?: string; years?: AdviserYearsBand },
    ): Promise<Page<AdviserListItem>> {
      if (query.orgId !== undefined && !isUuid(query.orgId)) {
        return emptyPage(query);
      }
      const band = query.years ? ADVISER_YEARS_BANDS[query.years] : undefined;
      const where = and(
        query.orgId ? eq(adviserProfilesTable.orgId, query.orgId) : undefined,
        query.type ? eq(adviserProfilesTable.adviserType, query.type) : undefined,
        query.country
          ? sql`${adviserProfilesTable.countries} @> ${JSON.stringify([query.country])}::jsonb`
          : undefined,
        band ? gte(adviserProfilesTable.yearsOfExperience, band.min) : undefined,
        band ? lte(adviserProfilesTable.yearsOfExperience, band.max) : undefined,
      );
      const rows = await db
        .select({ ...adviserColumns, total: totalOver() })
        .from(adviserProfilesTable)
        .innerJoin(usersTable, eq(usersTable.id, adviserProfilesTable.userId))
        .leftJoin(organizationsTable, eq(organizationsTable.id, adviserProfilesTable.orgId))
        .where(where)
        .orderBy(
          desc(adviserOfferCount),
          desc(adviserProfilesTable.yearsOfExperience),
          asc(adviserProfilesTable.userId),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query));
      return toPage(query, rows, countRows(db, adviserProfilesTable, where), ({ total: _total, ...item }) =>
        toAdviser(item),
      );
    },

    /**
     * Counselors serving the study intention (01 本科 / 02 硕士), the ones covering more of the countries
     * first, then by offers and experience.
     */
    async recommend(query: { studyIntentionType?: string; countries: string[]; limit: number }) {
      const overlap =
        query.countries.length === 0
          ? undefined
          : sql<number>`(select count(*) from jsonb_array_elements_text("adviser_profiles"."countries") as c(code) where c.code in (${sql.join(
              query.countries.map((code) => sql`${code}`),
              sql`, `,
            )}))`;
      const rows = await selectAdvisers()
        .where(
          query.studyIntentionType
            ? sql`${adviserProfilesTable.studyIntentions} @> ${JSON.stringify([query.studyIntentionType])}::jsonb`
            : undefined,
        )
        .orderBy(
          ...(overlap ? [desc(overlap)] : []),
          desc(adviserOfferCount),
          desc(adviserProfilesTable.yearsOfExperience),
          asc(adviserProfilesTable.userId),
        )
        .limit(query.limit);
      return rows.map(toAdviser);
    },
  };
}

function createAdviserDetailRows({ db }: OrganizationRepositoryContext) {
  return {
    async adviserDetail(id: string, now: Date): Promise<AdviserDetail | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({
          ...adviserColumns,
          intro: adviserProfilesTable.intro,
          placedSchoolIds: adviserProfilesTable.placedSchoolIds,
        })
        .from(adviserProfilesTable)
        .innerJoin(usersTable, eq(usersTable.id, adviserProfilesTable.userId))
        .leftJoin(organizationsTable, eq(organizationsTable.id, adviserProfilesTable.orgId))
        .where(eq(adviserProfilesTable.userId, id))
        .limit(1);
      if (!row) return undefined;
      const { placedSchoolIds, ...item } = row;
      const schools =
        placedSchoolIds.length === 0
          ? []
          : await db
              .select({
                id: universitiesTable.id,
                nameCn: universitiesTable.nameCn,
                countryCode: universitiesTable.countryCode,
              })
              .from(universitiesTable)
              .where(inArray(universitiesTable.id, placedSchoolIds));
      const byId = new Map(schools.map((school) => [school.id, school]));
      const figures = (await replyFigures(db, 'account', [id], now)).get(id) ?? NO_REPLY_FIGURES;
      return {
        ...toAdviser(item),
        placedSchools: placedSchoolIds.flatMap((schoolId) => byId.get(schoolId) ?? []),
        accountability: { ...figures, offerCount: item.offerCount, windowDays: ACCOUNTABILITY_DAYS },
      };
    },
  };
}

function createOrgOfferRows(ctx: OrganizationRepositoryContext) {
  const { db, offerCount } = ctx;
  return {
    async offerPage(query: Paging & { orgId?: string; adviserId?: string }): Promise<Page<Offer>> {
      if (
        (query.orgId !== undefined && !isUuid(query.orgId)) ||
        (query.adviserId !== undefined && !isUuid(query.adviserId))
      ) {
        return emptyPage(query);
      }
      const where = and(
        query.orgId ? eq(offersTable.orgId, query.orgId) : undefined,
        query.adviserId ? eq(offersTable.adviserId, query.adviserId) : undefined,
      );
      const rows = await db
        .select({
          id: offersTable.id,
          orgId: offersTable.orgId,
          orgNameCn: organizationsTable.nameCn,
          adviserId: offersTable.adviserId,
          adviserNameCn: usersTable.nameCn,
          universityId: offersTable.universityId,
          universityNameCn: universitiesTable.nameCn,
          universityNameEn: universitiesTable.nameEn,
          countryCode: offersTable.countryCode,
          degree: offersTable.degree,
          year: offersTable.year,
          majorName: offersTable.majorName,
          studentAlias: offersTable.studentAlias,
          isDemo: offersTable.isDemo,
          total: totalOver(),
        })
        .from(offersTable)
        .innerJoin(organizationsTable, eq(organizationsTable.id, offersTable.orgId))
        .leftJoin(usersTable, eq(usersTable.id, offersTable.adviserId))
        .leftJoin(universitiesTable, eq(universitiesTable.id, offersTable.universityId))
        .where(where)
        .orderBy(desc(offersTable.year), asc(universitiesTable.qsRank), asc(offersTable.id))
        .limit(query.pageSize)
        .offset(offsetOf(query));
      return toPage(query, rows, countRows(db, offersTable, where), ({ total: _total, ...item }) => item);
    },

    offerCount,
  };
}

export function createOrganizationRepository(deps: { db: Database }) {
  const ctx = organizationRepositoryContext(deps);
  const orgs = { ...createOrgRows(ctx), ...createOrgStatisticsRows(ctx) };
  const advisers = { ...createAdviserRows(ctx), ...createAdviserDetailRows(ctx) };
  return { ...orgs, ...advisers, ...createOrgOfferRows(ctx) };
}
