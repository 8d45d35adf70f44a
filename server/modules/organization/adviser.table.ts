import { boolean, index, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

import { cascadeRef, createdAtColumn, primaryId, setNullRef } from '../../db/columns.ts';
import { organizationsTable } from '../common/organization.table.ts';
import { optionalUserRef, userKey } from '../user/user.table.ts';

/**
 * A counselor's public profile: the counselor is a users row with staff role COUNSELOR (their own chat
 * account, server/modules/chat). `placedSchoolIds` are catalog university ids; countries VISA_COUNTRY codes;
 * studyIntentions STUDY_INTENTION_TYPE codes (01 本科, 02 硕士).
 */
export const adviserProfilesTable = pgTable(
  'adviser_profiles',
  {
    userId: userKey(),
    orgId: setNullRef('org_id', () => organizationsTable.id),
    adviserType: varchar('adviser_type', { length: 4 }).notNull(),
    yearsOfExperience: smallint('years_of_experience').notNull().default(0),
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    studyIntentions: jsonb('study_intentions').$type<string[]>().notNull().default([]),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    intro: text('intro').notNull().default(''),
    placedSchoolIds: jsonb('placed_school_ids').$type<string[]>().notNull().default([]),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAtColumn().defaultNow(),
  },
  (table) => [index('adviser_profiles_org_idx').on(table.orgId)],
);

export type AdviserProfileRow = typeof adviserProfilesTable.$inferSelect;

/**
 * Offers recorded through the platform. `universityId` is a catalog id without a foreign key: the catalog
 * may drop a school on a rebuild, and the offer stays (shown without the catalog's name).
 */
export const offersTable = pgTable(
  'offers',
  {
    id: primaryId(),
    orgId: cascadeRef('org_id', () => organizationsTable.id),
    adviserId: optionalUserRef('adviser_id'),
    universityId: varchar('university_id', { length: 16 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    /** 01 本科, 02 硕士. */
    degree: varchar('degree', { length: 2 }).notNull(),
    year: smallint('year').notNull(),
    majorName: varchar('major_name', { length: 100 }).notNull(),
    studentAlias: varchar('student_alias', { length: 20 }).notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAtColumn().defaultNow(),
  },
  (table) => [
    index('offers_org_idx').on(table.orgId, table.year),
    index('offers_adviser_idx').on(table.adviserId, table.year),
  ],
);

export type OfferRow = typeof offersTable.$inferSelect;
