import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/**
 * The university catalog, seeded from server/seed/catalog (scripts/build-catalog.ts; reference data,
 * read-only at runtime). Ranks are denormalised: a published label plus its number (the band's lower bound)
 * per rank type, so that a list, a filter and a rank page are one indexed query.
 */
export const universitiesTable = pgTable(
  'universities',
  {
    id: varchar('id', { length: 16 }).primaryKey(),
    nameCn: varchar('name_cn', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 300 }).notNull(),
    /** lower(nameCn + ' ' + nameEn): keyword search by substring. */
    search: text('search').notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    countryName: varchar('country_name', { length: 50 }).notNull(),
    logoText: varchar('logo_text', { length: 8 }).notNull(),
    typeName: varchar('type_name', { length: 10 }),
    city: varchar('city', { length: 100 }),
    webPage: text('web_page'),
    aiRank: integer('ai_rank'),
    qsLabel: varchar('qs_label', { length: 20 }),
    qsRank: integer('qs_rank'),
    qs2026Label: varchar('qs2026_label', { length: 20 }),
    qs2026Rank: integer('qs2026_rank'),
    qsScore: doublePrecision('qs_score'),
    /** ar, er, fsr, cpf, ifr, isr, irn, eo, sus scores (QS 2027). */
    qsIndicators: jsonb('qs_indicators').$type<(number | null)[]>(),
    usNewsLabel: varchar('us_news_label', { length: 20 }),
    usNewsRank: integer('us_news_rank'),
    theLabel: varchar('the_label', { length: 20 }),
    theRank: integer('the_rank'),
    theScore: doublePrecision('the_score'),
    arwuLabel: varchar('arwu_label', { length: 20 }),
    arwuRank: integer('arwu_rank'),
    arwuScore: doublePrecision('arwu_score'),
    /** College Scorecard 2021-22: rate, SAT 25/75, ACT 25/75, tuition in/out, international share, undergrads. */
    admission: jsonb('admission').$type<(number | null)[]>(),
    cityCn: varchar('city_cn', { length: 100 }),
    /** Names students type (Chinese short names, English abbreviations); part of the search text. */
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    /** Admits postgraduate students only: never offered to an undergraduate applicant. */
    graduateOnly: boolean('graduate_only').notNull().default(false),
    levelSource: text('level_source'),
    /** Every published rank of the sources: { ranking, edition, label }, newest edition first per ranking. */
    rankHistory: jsonb('rank_history')
      .$type<{ ranking: string; edition: string; label: string }[]>()
      .notNull()
      .default([]),
  },
  (table) => [
    index('universities_country_code_idx').on(table.countryCode),
    index('universities_ai_rank_idx').on(table.aiRank),
    index('universities_qs_rank_idx').on(table.qsRank, table.nameEn),
    index('universities_us_news_rank_idx').on(table.usNewsRank),
    index('universities_the_rank_idx').on(table.theRank),
    index('universities_arwu_rank_idx').on(table.arwuRank),
  ],
);

/** The university a row is about: the row goes with the university. */
export const universityRef = () =>
  varchar('university_id', { length: 16 })
    .notNull()
    .references(() => universitiesTable.id, { onDelete: 'cascade' });

export type UniversityRow = typeof universitiesTable.$inferSelect;

/** Typical school activities seeded for the top universities (dates relative to the seed time). */
export const universityActivitiesTable = pgTable(
  'university_activities',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    universityId: universityRef(),
    title: varchar('title', { length: 200 }).notNull(),
    kindName: varchar('kind_name', { length: 50 }).notNull(),
    /** Registration opens; the status (未开始/报名中/进行中/已结束) follows from these three and the clock. */
    signupAt: timestamptz('signup_at').notNull(),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    online: boolean('online').notNull(),
    location: varchar('location', { length: 200 }),
    description: text('description').notNull(),
    /** Sign-up places (viewUniversityActivityAndFinishedTask); `booked` moves in the sign-up statement. */
    capacity: integer('capacity').notNull().default(100),
    /** The IANA zone its times are given in: the school's city on site, Beijing online. */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Shanghai'),
    booked: integer('booked').notNull().default(0),
  },
  (table) => [
    index('university_activities_university_idx').on(table.universityId),
    index('university_activities_end_idx').on(table.endAt, table.startAt),
  ],
);

export type UniversityActivityRow = typeof universityActivitiesTable.$inferSelect;
