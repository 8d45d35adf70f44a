/**
 * Seeding, in one transaction each. Reference data goes into every database, whatever SEED says, because
 * the app cannot work without it; each reference dataset is seeded when its table is empty (dictionaries
 * with configs and supporters, regions, student schools, the catalog of universities with majors, the
 * school activities, the news articles, the Q&A questions with their replies, the guide articles, the guide
 * sections' headers, the home banner, the first hot-search terms, the platform customer-service account), so a
 * database created by an
 * older version gets the newer datasets on its next boot. The demo accounts (students, staff, their
 * organizations, a conversation, notices and a task: server/seed/chat.ts; 留学圈 posts: seed/circle.ts) go into a database without
 * users only when SEED=demo (the platform account does not count: it is reference data); a demo profile's
 * school is linked to the seeded school of that name in its city.
 */
import { createHash } from 'node:crypto';

import { and, asc, eq, inArray, isNotNull, notExists, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Database } from '../lib/database.ts';
import { majorsTable, universityMajorsTable } from '../modules/school/major.table.ts';
import { guideArticlesTable, pageConfigsTable } from '../modules/guide/guide.table.ts';
import { adsTable, searchTermsTable } from '../modules/home/home.table.ts';
import { newsTable } from '../modules/news/news.table.ts';
import { qaQuestionsTable, qaRepliesTable } from '../modules/qa/qa.table.ts';
import { universitiesTable, universityActivitiesTable } from '../modules/school/school.table.ts';
import { CATALOG_VERSION_NAMES, catalogVersionsTable } from '../db/catalog-versions.table.ts';
import { configsTable, dictionariesTable, supportersTable } from '../modules/common/common.table.ts';
import { myUniversityListTable } from '../modules/my-university-list/my-university-list.table.ts';
import { regionsTable } from '../modules/common/region.table.ts';
import { studentSchoolsTable } from '../modules/common/student-school.table.ts';
import {
  chatAccountMembersTable,
  chatAccountsTable,
  chatMessagesTable,
  chatReadsTable,
  conversationsTable,
} from '../modules/chat/chat.table.ts';
import { noticesTable } from '../modules/notice/notice.table.ts';
import { userTasksTable } from '../modules/task/task.table.ts';
import { seedDemoTasks } from './tasks.ts';
import { studentAdvisersTable } from '../modules/access/student-advisers.table.ts';
import { examScoresTable } from '../modules/growth/growth-data.table.ts';
import { studentPlanItemsTable } from '../modules/plan/plan.table.ts';
import { organizationsTable } from '../modules/common/organization.table.ts';
import { adviserProfilesTable, offersTable } from '../modules/organization/adviser.table.ts';
import { liveSessionsTable, playbacksTable } from '../modules/live/live.table.ts';
import { studentProfilesTable, usersTable } from '../modules/user/user.table.ts';
import { buildActivities } from './catalog/activities.ts';
import { APPOINTMENT_UNIVERSITY_COUNT, buildAppointmentSessions } from './appointments.ts';
import { admissionSessionsTable, appointmentSlotsTable } from '../modules/appointment/appointment.table.ts';
import {
  CATALOG_FILES,
  catalogFilesHash,
  MAJOR_COLUMNS,
  parseRank,
  readCatalogFile,
  UNIVERSITY_COLUMNS,
  UNIVERSITY_MAJOR_COLUMNS,
  UNIVERSITY_REDIRECT_COLUMNS,
  type CatalogMajorRow,
  type CatalogRedirectRow,
  type CatalogUniversityMajorRow,
  type CatalogUniversityRow,
} from './catalog/catalog-files.ts';
import {
  DEMO_CONVERSATION,
  DEMO_NOTICES,
  DEMO_ORGANIZATIONS,
  DEMO_STAFF,
  DEMO_TASK,
  DEMO_ADVISING,
  PLATFORM_ACCOUNT,
  type ServiceAccountSeed,
} from './chat.ts';
import { CONFIGS } from './configs.ts';
import { SAMPLE_EXCHANGE_RATES, SAMPLE_RATES_AS_OF } from './exchange-rates.ts';
import { exchangeRatesTable } from '../modules/application/application.table.ts';
import { DEMO_EXCHANGE_STUDENTS, DEMO_EXCHANGES, DEMO_OFFERS, EXCHANGE_TEXTS } from './organizations.ts';
import { seedDemoLive } from './live.ts';
import { seedDemoGrowth } from './growth.ts';
import { seedDemoCircle } from './circle.ts';
import { seedDemoPlan } from './plan.ts';
import { circlePostsTable } from '../modules/circle/circle.table.ts';
import { DICTIONARIES } from '../../src/contract/dictionaries.ts';
import { GUIDE_SECTION_CODES, GUIDE_SECTIONS } from '../../src/contract/guide.ts';
import { GUIDE_HEADER_TEXTS } from '../../src/contract/guide-headers.ts';
import { GUIDE_ARTICLES } from './guides/index.ts';
import { HOME_BANNER_ADS, INITIAL_SEARCH_TERMS } from './home.ts';
import { NEWS_ARTICLES } from './news.ts';
import { QA_QUESTIONS } from './qa.ts';
import { REGIONS } from './regions.ts';
import { STUDENT_SCHOOLS } from './student-schools.ts';
import { SUPPORTERS } from './supporters.ts';
import { DEMO_PASSWORD_HASH, DEMO_USERS } from './users.ts';

async function hasRows(db: Database, table: PgTable): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .limit(1);
  return Boolean(row);
}

export async function hasReferenceData(db: Database): Promise<boolean> {
  const [dict] = await db.select({ id: dictionariesTable.id }).from(dictionariesTable).limit(1);
  return Boolean(dict);
}

/** True when the database has users besides the service accounts (which nobody signs in as). */
export async function hasUsers(db: Database): Promise<boolean> {
  const [user] = await db
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(chatAccountsTable)
          .where(
            and(
              eq(chatAccountsTable.userId, usersTable.id),
              inArray(chatAccountsTable.kind, ['PLATFORM', 'ORG']),
            ),
          ),
      ),
    )
    .limit(1);
  return Boolean(user);
}

async function hasPlatformAccount(db: Database): Promise<boolean> {
  const [account] = await db
    .select({ id: chatAccountsTable.userId })
    .from(chatAccountsTable)
    .where(eq(chatAccountsTable.kind, 'PLATFORM'))
    .limit(1);
  return Boolean(account);
}

/** The name of the seed's marker in catalog_versions (beside the catalog files' hash, `catalog`). */
const SEED_MARKER = CATALOG_VERSION_NAMES.seed;

/**
 * What a complete seedDatabase run depends on: SEED, the catalog files and the code of the two functions
 * that decide which datasets to check (a dataset added to them changes it, so a database marked by an older
 * version is checked again and gets it). Their text is the running code's: the bundle's and tsx's differ,
 * which only costs one full check when a DATA_DIR moves from one to the other.
 */
function seedKey(demo: boolean): string {
  return createHash('sha256')
    .update(demo ? 'demo\0' : 'none\0')
    .update(catalogFilesHash())
    .update(String(seedDatabase))
    .update(String(seedReferenceData))
    .digest('hex');
}

/**
 * Seeds what is missing: reference data always, demo accounts with SEED=demo. Returns what it did.
 *
 * Each dataset is checked by a query on its table (some 30 of them, a few hundred ms of a boot on PGlite, most
 * of it opening each table for the first time). A run that completes stores its key (seedKey) in
 * catalog_versions; a boot with the same key checks nothing more. So a dataset whose table was emptied later
 * is not seeded again until the key changes.
 */
export async function seedDatabase(
  db: Database,
  { now, demo }: { now: Date; demo: boolean },
): Promise<{ reference: boolean; demo: boolean }> {
  const key = seedKey(demo);
  if ((await storedVersion(db, SEED_MARKER)) === key) return { reference: false, demo: false };
  const reference = await seedReferenceData(db, now);
  const withDemo = demo && !(await hasUsers(db));
  if (withDemo) await seedDemoUsers(db, now);
  // the demo organizations' live sessions and playbacks (seed/live.ts), also into a demo database of before
  if (demo && !(await hasRows(db, liveSessionsTable)) && !(await hasRows(db, playbacksTable))) {
    await seedDemoLive(db, now);
  }
  // the demo tasks of each kind for 小李 (seed/tasks.ts), while he has only the first demo task
  if (demo) await seedDemoTasks(db, now);
  // the 留学圈 demo posts by the demo students (seed/circle.ts), also into a demo database of before
  if (demo && !(await hasRows(db, circlePostsTable))) await seedDemoCircle(db, now);
  // 小李's demo growth: scores, feedback, a note, boosts (seed/growth.ts), also into a demo database of before
  if (demo && !(await hasRows(db, examScoresTable))) await seedDemoGrowth(db, now);
  // the demo student's plan (seed/plan.ts)
  if (demo && !(await hasRows(db, studentPlanItemsTable))) await seedDemoPlan(db, now);
  await storeVersion(db, SEED_MARKER, key, now);
  return { reference, demo: withDemo };
}

/**
 * What the timeless reference datasets are made of (dictionaries, configs, supporters, regions, student
 * schools, the catalog files, the guide sections' headers, the home banner): a PGlite template of them
 * (server/seed/template.ts) is used only while this hash is the same.
 */
export function timelessReferenceHash(): string {
  return createHash('sha256')
    .update(catalogFilesHash())
    .update(
      JSON.stringify([
        DICTIONARIES,
        CONFIGS,
        SUPPORTERS,
        REGIONS,
        STUDENT_SCHOOLS,
        GUIDE_SECTION_CODES,
        GUIDE_SECTIONS,
        GUIDE_HEADER_TEXTS,
        HOME_BANNER_ADS,
      ]),
    )
    .digest('hex');
}

/**
 * Seeds every reference dataset whose table is empty; true when it seeded any. `timelessOnly`: only the
 * datasets that do not depend on the time of seeding (timelessReferenceHash), what a template holds; the
 * others (activities, admission sessions, news, Q&A, guides, search terms, the platform account, exchange
 * rates) are dated relative to `now` and seeded by the first boot on that template.
 */
export async function seedReferenceData(
  db: Database,
  now: Date = new Date(),
  { timelessOnly = false }: { timelessOnly?: boolean } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    let seeded = false;
    if (!(await hasReferenceData(tx))) {
      await seedDictionariesAndConfigs(tx);
      seeded = true;
    }
    if (!(await hasRows(tx, regionsTable))) {
      await seedRegions(tx);
      seeded = true;
    }
    if (!(await hasRows(tx, studentSchoolsTable))) {
      await seedStudentSchools(tx);
      seeded = true;
    }
    const catalogHash = catalogFilesHash();
    if (!(await hasRows(tx, universitiesTable))) {
      await seedCatalog(tx);
      await storeCatalogHash(tx, catalogHash, now);
      seeded = true;
    } else if ((await storedCatalogHash(tx)) !== catalogHash) {
      await upsertCatalog(tx);
      await storeCatalogHash(tx, catalogHash, now);
      seeded = true;
    }
    if (!(await hasRows(tx, pageConfigsTable))) {
      await seedPageConfigs(tx);
      seeded = true;
    }
    if (!(await hasRows(tx, adsTable))) {
      await tx
        .insert(adsTable)
        .values(HOME_BANNER_ADS.map((ad, sort) => ({ ...ad, type: 'HOME_BANNER' as const, sort })));
      seeded = true;
    }
    if (timelessOnly) return seeded;
    if (!(await hasRows(tx, universityActivitiesTable))) {
      await seedActivities(tx, now);
      seeded = true;
    }
    if (!(await hasRows(tx, admissionSessionsTable))) {
      await seedAppointmentSessions(tx, now);
      seeded = true;
    }
    if (!(await hasRows(tx, newsTable))) {
      await seedNews(tx, now);
      seeded = true;
    }
    if (!(await hasRows(tx, qaQuestionsTable))) {
      await seedQa(tx, now);
      seeded = true;
    }
    if (GUIDE_ARTICLES.length > 0 && !(await hasRows(tx, guideArticlesTable))) {
      await seedGuides(tx, now);
      seeded = true;
    }
    if (!(await hasRows(tx, searchTermsTable))) {
      await tx.insert(searchTermsTable).values(
        INITIAL_SEARCH_TERMS.map(([term, hits]) => ({
          searchType: 'ALL' as const,
          term,
          hits,
          lastSearchedAt: now,
        })),
      );
      seeded = true;
    }
    if (!(await hasPlatformAccount(tx))) {
      await insertServiceAccount(tx, PLATFORM_ACCOUNT, 'PLATFORM', null, now);
      seeded = true;
    }
    if (!(await hasRows(tx, exchangeRatesTable))) {
      await tx
        .insert(exchangeRatesTable)
        .values(SAMPLE_EXCHANGE_RATES.map((rate) => ({ ...rate, asOf: SAMPLE_RATES_AS_OF, updatedAt: now })));
      seeded = true;
    }
    return seeded;
  });
}

/**
 * The two major dictionaries are the 61 study-abroad major categories of the catalog (codes M01..M61), so a
 * major chosen in a form is the same major the catalog ranks; the AI one starts with 00 不限专业.
 */
function majorDictionaries(): Record<'MAJOR_SUBJECT_TYPE' | 'AI_MAJOR_SUBJECT_TYPE', [string, string][]> {
  const majors = readCatalogFile<CatalogMajorRow>(CATALOG_FILES.majors, MAJOR_COLUMNS).map(
    ([code, nameCn]): [string, string] => [code, nameCn],
  );
  return { MAJOR_SUBJECT_TYPE: majors, AI_MAJOR_SUBJECT_TYPE: [['00', '不限专业'], ...majors] };
}

async function seedDictionariesAndConfigs(tx: Database): Promise<void> {
  await tx.insert(dictionariesTable).values(
    Object.entries({ ...DICTIONARIES, ...majorDictionaries() }).flatMap(([dictCode, items]) =>
      items.map(([dictDetailCode, dictDetailName], sort) => ({
        dictCode: dictCode as keyof typeof DICTIONARIES,
        dictDetailCode,
        dictDetailName,
        sort,
      })),
    ),
  );
  await tx.insert(configsTable).values(
    Object.entries(CONFIGS).flatMap(([configKey, items]) =>
      items.map(([configName, configNameEn], sort) => ({
        configKey: configKey as keyof typeof CONFIGS,
        configName,
        configNameEn,
        sort,
      })),
    ),
  );
  await tx.insert(supportersTable).values(SUPPORTERS.map((supporter, sort) => ({ ...supporter, sort })));
}

/** Provinces first (cities reference them), each level sorted by code as the generated seed is. */
async function seedRegions(tx: Database): Promise<void> {
  await tx
    .insert(regionsTable)
    .values(
      REGIONS.map(({ code, nameCn }, sort) => ({ code, nameCn, parentCode: null, level: 1 as const, sort })),
    );
  await tx.insert(regionsTable).values(
    REGIONS.flatMap((province) =>
      province.cities.map(([code, nameCn], sort) => ({
        code,
        nameCn,
        parentCode: province.code,
        level: 2 as const,
        sort,
      })),
    ),
  );
}

async function seedStudentSchools(tx: Database): Promise<void> {
  const provinceOfCity = new Map(
    REGIONS.flatMap((province) => province.cities.map(([code]) => [code, province.code] as const)),
  );
  const rows = Object.entries(STUDENT_SCHOOLS).flatMap(([cityCode, schools]) => {
    const provinceCode = provinceOfCity.get(cityCode);
    if (!provinceCode) throw new Error(`student schools seed: unknown city ${cityCode}`);
    const ofType = (type: '01' | '02', list: typeof schools.high) =>
      list.map(([nameCn, abbreviationCn], sort) => ({
        nameCn,
        abbreviationCn: abbreviationCn ?? null,
        type,
        provinceCode,
        cityCode,
        sort,
      }));
    return [...ofType('01', schools.high), ...ofType('02', schools.university)];
  });
  await tx.insert(studentSchoolsTable).values(rows);
}

/**
 * Thousands of rows in one statement: the rows travel as one JSON parameter that PostgreSQL expands with
 * json_to_recordset (far faster than binding every value, on PGlite and on PostgreSQL).
 */
async function insertJsonRows(
  tx: Database,
  table: PgTable,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
  /** Upsert on this primary-key column: every other column takes the new value. */
  conflictColumn?: string,
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns).map((name) => `"${name}"`);
  const upsert = conflictColumn
    ? ` on conflict ("${conflictColumn}") do update set ${Object.keys(columns)
        .filter((name) => name !== conflictColumn)
        .map((name) => `"${name}" = excluded."${name}"`)
        .join(', ')}`
    : '';
  const definitions = Object.entries(columns).map(([name, type]) => `"${name}" ${type}`);
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [snakeCase(key), value]))),
  );
  await tx.execute(
    sql`insert into ${table} (${sql.raw(names.join(', '))}) select ${sql.raw(names.join(', '))} from json_to_recordset(${json}::json) as x(${sql.raw(definitions.join(', '))})${sql.raw(upsert)}`,
  );
}

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
}

const UNIVERSITY_SQL_COLUMNS: Record<string, string> = {
  id: 'varchar',
  name_cn: 'varchar',
  name_en: 'varchar',
  search: 'text',
  country_code: 'varchar',
  country_name: 'varchar',
  logo_text: 'varchar',
  type_name: 'varchar',
  city: 'varchar',
  web_page: 'text',
  ai_rank: 'integer',
  qs_label: 'varchar',
  qs_rank: 'integer',
  qs2026_label: 'varchar',
  qs2026_rank: 'integer',
  qs_score: 'double precision',
  qs_indicators: 'jsonb',
  us_news_label: 'varchar',
  us_news_rank: 'integer',
  the_label: 'varchar',
  the_rank: 'integer',
  the_score: 'double precision',
  arwu_label: 'varchar',
  arwu_rank: 'integer',
  arwu_score: 'double precision',
  admission: 'jsonb',
  city_cn: 'varchar',
  aliases: 'jsonb',
  graduate_only: 'boolean',
  level_source: 'text',
  rank_history: 'jsonb',
};

const UNIVERSITY_MAJOR_SQL_COLUMNS: Record<string, string> = {
  major_code: 'varchar',
  university_id: 'varchar',
  rank_label: 'varchar',
  rank_number: 'integer',
};

/** The rows of the generated catalog files (scripts/build-catalog.ts), as the tables take them. */
function catalogRows() {
  const universities = readCatalogFile<CatalogUniversityRow>(CATALOG_FILES.universities, UNIVERSITY_COLUMNS);
  const rows = universities.map((u) => {
    const [id, nameCn, nameEn, countryCode, countryName, logoText, typeName, city, webPage, aiRank] = u;
    const [qs, qs2026, usNews, the, arwu] = [u[10], u[11], u[14], u[15], u[17]].map(parseRank);
    return {
      id,
      nameCn,
      nameEn,
      search: [nameCn, nameEn, ...u[21]].join(' ').toLowerCase(),
      countryCode,
      countryName,
      logoText,
      typeName,
      city,
      webPage,
      aiRank,
      qsLabel: qs?.label ?? null,
      qsRank: qs?.number ?? null,
      qs2026Label: qs2026?.label ?? null,
      qs2026Rank: qs2026?.number ?? null,
      qsScore: u[12],
      qsIndicators: u[13],
      usNewsLabel: usNews?.label ?? null,
      usNewsRank: usNews?.number ?? null,
      theLabel: the?.label ?? null,
      theRank: the?.number ?? null,
      theScore: u[16],
      arwuLabel: arwu?.label ?? null,
      arwuRank: arwu?.number ?? null,
      arwuScore: u[18],
      admission: u[19],
      cityCn: u[20],
      aliases: u[21],
      graduateOnly: u[22],
      levelSource: u[23],
      rankHistory: u[24],
    };
  });

  const majors = readCatalogFile<CatalogMajorRow>(CATALOG_FILES.majors, MAJOR_COLUMNS).map(
    ([code, nameCn, subjectEn, subjectCn, broadAreaCn, programCount, rankedUniversities], sort) => ({
      code,
      nameCn,
      subjectEn,
      subjectCn,
      broadAreaCn,
      programCount,
      rankedUniversities,
      sort,
    }),
  );
  const relations = readCatalogFile<CatalogUniversityMajorRow>(
    CATALOG_FILES.universityMajors,
    UNIVERSITY_MAJOR_COLUMNS,
  ).flatMap(([majorCode, ranks]) =>
    ranks.flatMap(([index, rankLabel]) => {
      const universityId = universities[index]?.[0];
      const rank = parseRank(rankLabel);
      return universityId && rank
        ? [{ majorCode, universityId, rankLabel: rank.label, rankNumber: rank.number }]
        : [];
    }),
  );
  const redirects = readCatalogFile<CatalogRedirectRow>(CATALOG_FILES.redirects, UNIVERSITY_REDIRECT_COLUMNS);
  return { universities: rows, majors, relations, redirects };
}

const MAJOR_SQL_COLUMNS: Record<string, string> = {
  code: 'varchar',
  name_cn: 'varchar',
  subject_en: 'varchar',
  subject_cn: 'varchar',
  broad_area_cn: 'varchar',
  program_count: 'integer',
  ranked_universities: 'integer',
  sort: 'integer',
};

/** Universities, majors and their subject ranks into empty tables. */
async function seedCatalog(tx: Database): Promise<void> {
  const { universities, majors, relations } = catalogRows();
  await insertJsonRows(tx, universitiesTable, UNIVERSITY_SQL_COLUMNS, universities);
  await tx.insert(majorsTable).values(majors);
  await insertJsonRows(tx, universityMajorsTable, UNIVERSITY_MAJOR_SQL_COLUMNS, relations);
}

/**
 * A database seeded from older catalog files: universities and majors upserted by id / code; the subject
 * ranks replaced; a university the new files no longer hold is first followed by its redirect (the build's
 * merge joined it into another: the students' lists and the activities move to that id, a list that already
 * holds both keeps one), then deleted unless a student's list still points at it (then it stays, unchanged).
 */
async function upsertCatalog(tx: Database): Promise<void> {
  const { universities, majors, relations, redirects } = catalogRows();
  await insertJsonRows(tx, universitiesTable, UNIVERSITY_SQL_COLUMNS, universities, 'id');
  await insertJsonRows(tx, majorsTable, MAJOR_SQL_COLUMNS, majors, 'code');
  await tx.delete(universityMajorsTable);
  await insertJsonRows(tx, universityMajorsTable, UNIVERSITY_MAJOR_SQL_COLUMNS, relations);

  const ids = JSON.stringify(universities.map((u) => u.id));
  const current = sql`(select value from json_array_elements_text(${ids}::json))`;
  const list = myUniversityListTable;
  for (const [fromId, toId] of redirects) {
    await tx.execute(
      sql`update ${list} set "university_id" = ${toId} where "university_id" = ${fromId} and ${fromId} not in ${current} and not exists (select 1 from ${list} other where other."user_id" = ${list}."user_id" and other."university_id" = ${toId})`,
    );
    await tx.execute(
      sql`delete from ${list} where "university_id" = ${fromId} and ${fromId} not in ${current} and exists (select 1 from ${list} other where other."user_id" = ${list}."user_id" and other."university_id" = ${toId})`,
    );
    await tx
      .update(universityActivitiesTable)
      .set({ universityId: toId })
      .where(and(eq(universityActivitiesTable.universityId, fromId), sql`${fromId} not in ${current}`));
  }
  await tx.execute(
    sql`delete from ${universitiesTable} u where u."id" not in ${current} and not exists (select 1 from ${list} l where l."university_id" = u."id")`,
  );
}

async function storedVersion(tx: Database, name: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ hash: catalogVersionsTable.hash })
    .from(catalogVersionsTable)
    .where(eq(catalogVersionsTable.name, name))
    .limit(1);
  return row?.hash;
}

async function storeVersion(tx: Database, name: string, hash: string, now: Date): Promise<void> {
  await tx
    .insert(catalogVersionsTable)
    .values({ name, hash, updatedAt: now })
    .onConflictDoUpdate({ target: catalogVersionsTable.name, set: { hash, updatedAt: now } });
}

const storedCatalogHash = (tx: Database) => storedVersion(tx, CATALOG_VERSION_NAMES.catalog);
const storeCatalogHash = (tx: Database, hash: string, now: Date) =>
  storeVersion(tx, CATALOG_VERSION_NAMES.catalog, hash, now);

/** The first universities by QS rank, with what the demo activities and sessions are named and placed by. */
function topUniversitiesByQs(tx: Database, limit: number) {
  return tx
    .select({
      id: universitiesTable.id,
      nameCn: universitiesTable.nameCn,
      countryCode: universitiesTable.countryCode,
      countryName: universitiesTable.countryName,
      city: universitiesTable.city,
      cityCn: universitiesTable.cityCn,
    })
    .from(universitiesTable)
    .where(isNotNull(universitiesTable.qsRank))
    .orderBy(asc(universitiesTable.qsRank), asc(universitiesTable.nameEn))
    .limit(limit);
}

/** Typical activities of the top universities by QS, dated relative to now (server/seed/catalog/activities.ts). */
async function seedActivities(tx: Database, now: Date): Promise<void> {
  const top = await topUniversitiesByQs(tx, 50);
  const activities = buildActivities(top, now);
  if (activities.length > 0) await tx.insert(universityActivitiesTable).values(activities);
}

/** Demo admission interviews and campus visits of the top universities by QS (server/seed/appointments.ts). */
async function seedAppointmentSessions(tx: Database, now: Date): Promise<void> {
  const top = await topUniversitiesByQs(tx, APPOINTMENT_UNIVERSITY_COUNT);
  const { sessions, slots } = buildAppointmentSessions(top, now);
  if (sessions.length === 0) return;
  await tx.insert(admissionSessionsTable).values(sessions);
  await tx.insert(appointmentSlotsTable).values(slots);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The StudyNews articles in one insert, published days before now (server/seed/news.ts). */
async function seedNews(tx: Database, now: Date): Promise<void> {
  await tx.insert(newsTable).values(
    NEWS_ARTICLES.map((article, sort) => ({
      category: article.category,
      title: article.title,
      summary: article.summary,
      cover: article.category.toLowerCase(),
      body: article.body,
      // a different hour for each article, so that no two share a publish time
      publishedAt: new Date(now.getTime() - article.daysAgo * DAY_MS - (sort % 12) * 60 * 60 * 1000),
      sort,
    })),
  );
}

/**
 * The StudyQa questions and their replies (server/seed/qa.ts), attributed to demo accounts by name; asked
 * days before now, each reply some hours after its question and after the reply before it.
 */
async function seedQa(tx: Database, now: Date): Promise<void> {
  const questions = await tx
    .insert(qaQuestionsTable)
    .values(
      QA_QUESTIONS.map((question, sort) => ({
        category: question.category,
        title: question.title,
        content: question.content,
        authorName: question.by.name,
        authorRole: question.by.role,
        likeCount: question.likes,
        createdAt: new Date(
          now.getTime() - question.daysAgo * DAY_MS - (sort % 12) * 60 * 60 * 1000 - DAY_MS / 2,
        ),
        sort,
      })),
    )
    .returning({ id: qaQuestionsTable.id, createdAt: qaQuestionsTable.createdAt });
  const replies = QA_QUESTIONS.flatMap((question, q) =>
    question.replies.map((reply, sort) => ({
      questionId: questions[q]!.id,
      content: reply.content,
      authorName: reply.by.name,
      authorRole: reply.by.role,
      likeCount: reply.likes,
      createdAt: new Date(questions[q]!.createdAt.getTime() + (sort + 1) * 2 * 60 * 60 * 1000),
      sort,
    })),
  );
  if (replies.length > 0) await tx.insert(qaRepliesTable).values(replies);
}

/**
 * The guide articles the project writes (server/seed/guides), published days before now; a different hour
 * for each article, so that no two share a publish time.
 */
async function seedGuides(tx: Database, now: Date): Promise<void> {
  await tx.insert(guideArticlesTable).values(
    GUIDE_ARTICLES.map((article, index) => ({
      section: article.section,
      typeCode: article.typeCode ?? null,
      countryCode: article.countryCode ?? null,
      title: article.title,
      summary: article.summary,
      body: article.body,
      sources: article.sources,
      factsYear: article.factsYear,
      publishedAt: new Date(now.getTime() - article.daysAgo * DAY_MS - (index % 12) * 60 * 60 * 1000),
    })),
  );
}

/** The header of every guide section: its name, a subtitle and a description (src/contract/guide-headers.ts). */
async function seedPageConfigs(tx: Database): Promise<void> {
  await tx.insert(pageConfigsTable).values(
    GUIDE_SECTION_CODES.map((pageType, sort) => ({
      pageType,
      title: GUIDE_SECTIONS[pageType].name,
      subtitle: GUIDE_HEADER_TEXTS[pageType].subtitle,
      description: GUIDE_HEADER_TEXTS[pageType].description,
      sort,
    })),
  );
}

/** The seeded school a demo profile names (by name or short name, in its city), if any. */
async function findSeededSchool(tx: Database, cityCode: string, name: string) {
  const [school] = await tx
    .select({ id: studentSchoolsTable.id, nameCn: studentSchoolsTable.nameCn })
    .from(studentSchoolsTable)
    .where(
      and(
        eq(studentSchoolsTable.cityCode, cityCode),
        or(eq(studentSchoolsTable.nameCn, name), eq(studentSchoolsTable.abbreviationCn, name)),
      ),
    )
    .limit(1);
  return school;
}

/** A service account: a users row nobody signs in as (no password, no phone number) and its chat account. */
async function insertServiceAccount(
  tx: Database,
  seed: ServiceAccountSeed,
  kind: 'PLATFORM' | 'ORG',
  orgId: string | null,
  now: Date,
): Promise<string> {
  const [user] = await tx
    .insert(usersTable)
    .values({
      mobile: seed.mobile,
      passwordHash: null,
      nameCn: seed.nameCn,
      nickname: seed.nickname,
      orgId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: usersTable.id });
  if (!user) throw new Error(`seed: service account ${seed.mobile} not inserted`);
  await tx.insert(chatAccountsTable).values({ userId: user.id, kind, orgId, createdAt: now });
  return user.id;
}

async function seedDemoUsers(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const idOf = new Map<string, string>();
    for (const demo of DEMO_USERS) {
      const [user] = await tx
        .insert(usersTable)
        .values({
          mobile: demo.mobile,
          passwordHash: DEMO_PASSWORD_HASH,
          nameCn: demo.nameCn,
          nickname: demo.nickname,
          serviceType: demo.serviceType,
          vipLevel: demo.vipLevel,
          locked: demo.lockReason !== null,
          lockReason: demo.lockReason,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: usersTable.id });
      if (user) idOf.set(demo.mobile, user.id);
      if (user && demo.profile) {
        const school = await findSeededSchool(tx, demo.profile.schoolCityCode, demo.profile.schoolName);
        await tx.insert(studentProfilesTable).values({
          userId: user.id,
          ...demo.profile,
          schoolId: school?.id ?? null,
          schoolName: school?.nameCn ?? demo.profile.schoolName,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    await seedDemoChat(tx, now, DEMO_PASSWORD_HASH, idOf);
  });
}

const MINUTE_MS = 60 * 1000;

/** Catalog ids of schools by their English name (the demo seeds name real schools). */
async function universityIdsByNameEn(tx: Database, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await tx
    .select({
      id: universitiesTable.id,
      nameEn: universitiesTable.nameEn,
      countryCode: universitiesTable.countryCode,
    })
    .from(universitiesTable)
    .where(inArray(universitiesTable.nameEn, [...names]));
  return new Map(rows.map((row) => [row.nameEn, row.id]));
}

/** The demo offers and the demo exchanges behind the accountability figures (seed/organizations.ts). */
async function seedDemoOrgData(
  tx: Database,
  now: Date,
  orgs: { id: string; accountId: string }[],
  idOf: Map<string, string>,
): Promise<void> {
  const names = [...new Set(DEMO_OFFERS.map((offer) => offer.schoolNameEn))];
  const schools = await tx
    .select({
      id: universitiesTable.id,
      nameEn: universitiesTable.nameEn,
      countryCode: universitiesTable.countryCode,
    })
    .from(universitiesTable)
    .where(inArray(universitiesTable.nameEn, names));
  const schoolOf = new Map(schools.map((school) => [school.nameEn, school]));
  const offers = DEMO_OFFERS.flatMap((offer) => {
    const school = schoolOf.get(offer.schoolNameEn);
    const org = orgs[offer.orgIndex];
    if (!school || !org) return [];
    return [
      {
        orgId: org.id,
        adviserId: idOf.get(offer.counselorMobile) ?? null,
        universityId: school.id,
        countryCode: school.countryCode,
        degree: offer.degree,
        year: offer.year,
        majorName: offer.majorName,
        studentAlias: offer.studentAlias,
        isDemo: true,
        createdAt: now,
      },
    ];
  });
  if (offers.length > 0) await tx.insert(offersTable).values(offers);

  const students: string[] = [];
  for (const student of DEMO_EXCHANGE_STUDENTS) {
    const [row] = await tx
      .insert(usersTable)
      .values({ ...student, passwordHash: null, createdAt: now, updatedAt: now })
      .returning({ id: usersTable.id });
    if (!row) throw new Error(`seed: demo student ${student.mobile} not inserted`);
    students.push(row.id);
  }
  for (const conversation of DEMO_EXCHANGES) {
    const studentId = students[conversation.student];
    const accountId =
      'orgIndex' in conversation.account
        ? orgs[conversation.account.orgIndex]?.accountId
        : idOf.get(conversation.account.counselorMobile);
    if (!studentId || !accountId) continue;
    const [member] = await tx
      .select({ id: chatAccountMembersTable.memberId })
      .from(chatAccountMembersTable)
      .where(eq(chatAccountMembersTable.accountId, accountId))
      .limit(1);
    const senderId = member?.id ?? accountId;
    const messages = conversation.exchanges.flatMap((exchange) => {
      const asked = new Date(now.getTime() - exchange.daysAgo * DAY_MS);
      const question = { fromStudent: true, at: asked, text: EXCHANGE_TEXTS.question };
      return exchange.replyMinutes === null
        ? [question]
        : [
            question,
            {
              fromStudent: false,
              at: new Date(asked.getTime() + exchange.replyMinutes * MINUTE_MS),
              text: EXCHANGE_TEXTS.reply,
            },
          ];
    });
    const [row] = await tx
      .insert(conversationsTable)
      .values({
        studentId,
        accountId,
        lastSeq: messages.length,
        lastMessageAt: messages.at(-1)?.at ?? now,
        createdAt: messages[0]?.at ?? now,
      })
      .returning({ id: conversationsTable.id });
    if (!row) throw new Error('seed: demo exchange not inserted');
    await tx.insert(chatMessagesTable).values(
      messages.map((message, index) => ({
        conversationId: row.id,
        seq: index + 1,
        fromUserId: message.fromStudent ? studentId : accountId,
        toUserId: message.fromStudent ? accountId : studentId,
        senderId: message.fromStudent ? studentId : senderId,
        msgType: 'text' as const,
        message: message.text,
        sendTime: message.at,
      })),
    );
    await tx.insert(chatReadsTable).values([
      { conversationId: row.id, readerId: studentId, lastReadSeq: messages.length },
      { conversationId: row.id, readerId: accountId, lastReadSeq: messages.length },
    ]);
  }
}

/** Demo organizations, staff and their accounts, a conversation, notices and a task (seed/chat.ts). */
async function seedDemoChat(
  tx: Database,
  now: Date,
  staffPasswordHash: string | null,
  idOf: Map<string, string>,
): Promise<void> {
  const [platform] = await tx
    .select({ id: chatAccountsTable.userId })
    .from(chatAccountsTable)
    .where(eq(chatAccountsTable.kind, 'PLATFORM'))
    .limit(1);
  if (!platform) throw new Error('seed: the platform account is missing (reference data)');

  const orgs: { id: string; accountId: string }[] = [];
  for (const org of DEMO_ORGANIZATIONS) {
    const [row] = await tx
      .insert(organizationsTable)
      .values({
        nameCn: org.nameCn,
        nameEn: org.nameEn,
        isDemo: true,
        city: org.profile.city,
        foundedYear: org.profile.foundedYear,
        qualifications: [...org.profile.qualifications],
        serviceCountries: [...org.profile.serviceCountries],
        serviceMajors: [...org.profile.serviceMajors],
        priceMin: org.profile.priceMin,
        priceMax: org.profile.priceMax,
        verified: org.profile.verified,
        intro: org.profile.intro,
        originatorName: org.profile.originator.name,
        originatorTitle: org.profile.originator.title,
        originatorIntro: org.profile.originator.intro,
        createdAt: now,
      })
      .returning({ id: organizationsTable.id });
    if (!row) throw new Error(`seed: organization ${org.nameCn} not inserted`);
    orgs.push({ id: row.id, accountId: await insertServiceAccount(tx, org.service, 'ORG', row.id, now) });
  }

  for (const staff of DEMO_STAFF) {
    const org = staff.org === null ? undefined : orgs[staff.org];
    const [user] = await tx
      .insert(usersTable)
      .values({
        mobile: staff.mobile,
        passwordHash: staffPasswordHash,
        nameCn: staff.nameCn,
        nickname: staff.nickname,
        staffRole: staff.staffRole,
        orgId: org?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: usersTable.id });
    if (!user) throw new Error(`seed: staff ${staff.mobile} not inserted`);
    idOf.set(staff.mobile, user.id);
    let accountId: string;
    if (staff.account === 'PLATFORM') accountId = platform.id;
    else if (staff.account === 'ORG' && org) accountId = org.accountId;
    else {
      await tx
        .insert(chatAccountsTable)
        .values({ userId: user.id, kind: 'COUNSELOR', orgId: org?.id ?? null, createdAt: now });
      accountId = user.id;
    }
    await tx.insert(chatAccountMembersTable).values({ accountId, memberId: user.id });
    if (staff.adviser) {
      const schoolIds = await universityIdsByNameEn(tx, staff.adviser.placedSchools);
      await tx.insert(adviserProfilesTable).values({
        userId: user.id,
        orgId: org?.id ?? null,
        adviserType: staff.adviser.type,
        yearsOfExperience: staff.adviser.years,
        countries: [...staff.adviser.countries],
        studyIntentions: [...staff.adviser.intentions],
        languages: [...staff.adviser.languages],
        intro: staff.adviser.intro,
        placedSchoolIds: staff.adviser.placedSchools.flatMap((name) => schoolIds.get(name) ?? []),
        isDemo: true,
        createdAt: now,
      });
    }
  }
  await seedDemoOrgData(tx, now, orgs, idOf);

  const studentId = idOf.get(DEMO_CONVERSATION.studentMobile);
  const staffId = idOf.get(DEMO_CONVERSATION.staffMobile);
  if (studentId && staffId) {
    const messages = DEMO_CONVERSATION.messages;
    const last = messages.at(-1);
    const [conversation] = await tx
      .insert(conversationsTable)
      .values({
        studentId,
        accountId: platform.id,
        lastSeq: messages.length,
        lastMessageAt: last ? new Date(now.getTime() - last.minutesAgo * MINUTE_MS) : null,
        createdAt: new Date(now.getTime() - (messages[0]?.minutesAgo ?? 0) * MINUTE_MS),
      })
      .returning({ id: conversationsTable.id });
    if (!conversation) throw new Error('seed: demo conversation not inserted');
    await tx.insert(chatMessagesTable).values(
      messages.map((message, index) => ({
        conversationId: conversation.id,
        seq: index + 1,
        fromUserId: message.fromStudent ? studentId : platform.id,
        toUserId: message.fromStudent ? platform.id : studentId,
        senderId: message.fromStudent ? studentId : staffId,
        msgType: 'text' as const,
        message: message.text,
        sendTime: new Date(now.getTime() - message.minutesAgo * MINUTE_MS),
      })),
    );
    await tx.insert(chatReadsTable).values([
      { conversationId: conversation.id, readerId: studentId, lastReadSeq: DEMO_CONVERSATION.studentReadSeq },
      { conversationId: conversation.id, readerId: platform.id, lastReadSeq: messages.length },
    ]);
  }

  const notices = DEMO_NOTICES.flatMap((notice) => {
    const userId = idOf.get(notice.mobile);
    return userId
      ? [
          {
            userId,
            type: notice.type,
            title: notice.title,
            content: notice.content,
            link: notice.link,
            isRead: notice.isRead,
            createdAt: new Date(now.getTime() - notice.hoursAgo * 60 * MINUTE_MS),
          },
        ]
      : [];
  });
  if (notices.length > 0) await tx.insert(noticesTable).values(notices);

  const advisedStudent = idOf.get(DEMO_ADVISING.studentMobile);
  const adviser = idOf.get(DEMO_ADVISING.adviserMobile);
  if (advisedStudent && adviser) {
    await tx
      .insert(studentAdvisersTable)
      .values({ studentId: advisedStudent, adviserId: adviser, createdAt: now });
  }

  const taskUser = idOf.get(DEMO_TASK.mobile);
  if (taskUser) {
    await tx.insert(userTasksTable).values({
      userId: taskUser,
      title: DEMO_TASK.title,
      content: DEMO_TASK.content,
      assignedBy: idOf.get(DEMO_TASK.assignedByMobile) ?? null,
      createdAt: now,
    });
  }
}
