import { boolean, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Organizations (study-abroad agencies). Issue 13 needs only what chat shows (the name beside a contact or a
 * counselor); the organizations slice adds its page fields. `isDemo` marks the seed's demo organizations, whose
 * names say so.
 */
export const organizationsTable = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  nameCn: varchar('name_cn', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 200 }),
  logoPreviewUrl: text('logo_preview_url'),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OrganizationRow = typeof organizationsTable.$inferSelect;
