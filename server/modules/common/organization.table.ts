import { boolean, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, primaryId } from '../../db/columns.ts';

/**
 * Organizations (study-abroad agencies, tenants of the platform): what chat shows (the name beside a contact
 * or a counselor) and their public profile (src/contract/org.ts). `isDemo` marks the seed's demo
 * organizations, whose names say so. Prices are 元; service countries are VISA_COUNTRY codes.
 */
export const organizationsTable = pgTable('organizations', {
  id: primaryId(),
  nameCn: varchar('name_cn', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 200 }),
  logoPreviewUrl: text('logo_preview_url'),
  isDemo: boolean('is_demo').notNull().default(false),
  city: varchar('city', { length: 50 }),
  foundedYear: smallint('founded_year'),
  qualifications: jsonb('qualifications').$type<string[]>().notNull().default([]),
  serviceCountries: jsonb('service_countries').$type<string[]>().notNull().default([]),
  serviceMajors: jsonb('service_majors').$type<string[]>().notNull().default([]),
  priceMin: integer('price_min'),
  priceMax: integer('price_max'),
  verified: boolean('verified').notNull().default(false),
  intro: text('intro').notNull().default(''),
  /** The founder or contact person as shown publicly (noauth/org originator). */
  originatorName: varchar('originator_name', { length: 50 }),
  originatorTitle: varchar('originator_title', { length: 50 }),
  originatorIntro: text('originator_intro'),
  createdAt: createdAtColumn().defaultNow(),
});

export type OrganizationRow = typeof organizationsTable.$inferSelect;
