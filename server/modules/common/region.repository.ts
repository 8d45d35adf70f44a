import { asc, eq } from 'drizzle-orm';

import { REGION_ROOT_CODE, type CityRegion, type ProvinceRegion } from '../../../src/contract/region.ts';
import type { Database } from '../../lib/database.ts';
import { regionsTable, type RegionRow } from './region.table.ts';

export type RegionListItem = CityRegion | Omit<ProvinceRegion, 'children'>;

function toCity(row: RegionRow): CityRegion {
  return { id: row.code, code: row.code, nameCn: row.nameCn, leaf: true };
}

function toProvince(row: RegionRow): Omit<ProvinceRegion, 'children'> {
  return { id: row.code, code: row.code, nameCn: row.nameCn, leaf: false };
}

export type RegionRepository = ReturnType<typeof createRegionRepository>;

export function createRegionRepository({ db }: { db: Database }) {
  const ordered = [asc(regionsTable.level), asc(regionsTable.sort), asc(regionsTable.code)] as const;

  return {
    /** Provinces with their cities, both sorted by code. */
    async findTree(): Promise<ProvinceRegion[]> {
      const rows = await db
        .select()
        .from(regionsTable)
        .orderBy(...ordered);
      const provinces = new Map<string, ProvinceRegion>();
      for (const row of rows) {
        if (row.level === 1) {
          provinces.set(row.code, { ...toProvince(row), children: [] });
        } else if (row.parentCode !== null) {
          provinces.get(row.parentCode)?.children.push(toCity(row));
        }
      }
      return [...provinces.values()];
    },

    /** The cities of a province; the provinces for REGION_ROOT_CODE; nothing for a city or unknown code. */
    async findChildren(parentCode: string): Promise<RegionListItem[]> {
      if (parentCode === REGION_ROOT_CODE) {
        const rows = await db
          .select()
          .from(regionsTable)
          .where(eq(regionsTable.level, 1))
          .orderBy(...ordered);
        return rows.map(toProvince);
      }
      const rows = await db
        .select()
        .from(regionsTable)
        .where(eq(regionsTable.parentCode, parentCode))
        .orderBy(...ordered);
      return rows.map(toCity);
    },

    async findByCode(code: string): Promise<RegionRow | undefined> {
      const [row] = await db.select().from(regionsTable).where(eq(regionsTable.code, code)).limit(1);
      return row;
    },
  };
}
