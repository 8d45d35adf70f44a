import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/** 1 province (incl. municipalities, 香港, 澳门, 台湾), 2 city. */
export type RegionLevel = 1 | 2;

/** Two-level GB/T 2260 regions, seeded from server/seed/regions.ts (reference data, read-only at runtime). */
export const regionsTable = pgTable(
  'regions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 6 }).notNull().unique(),
    nameCn: varchar('name_cn', { length: 50 }).notNull(),
    /** The province of a city; null for a province. */
    parentCode: varchar('parent_code', { length: 6 }),
    level: smallint('level').$type<RegionLevel>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    foreignKey({ name: 'regions_parent_code_fk', columns: [table.parentCode], foreignColumns: [table.code] }),
    index('regions_parent_code_idx').on(table.parentCode),
    check('regions_level_check', sql`${table.level} in (1, 2)`),
  ],
);

export type RegionRow = typeof regionsTable.$inferSelect;
