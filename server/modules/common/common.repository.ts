import { asc } from 'drizzle-orm';

import type { ConfigKey, DictCode } from '../../../src/contract/code-tables.ts';
import type { ConfigItem, DictItem, Supporter } from '../../../src/contract/common.ts';
import type { Database } from '../../lib/database.ts';
import { configsTable, dictionariesTable, supportersTable } from './common.table.ts';

export type CommonRepository = ReturnType<typeof createCommonRepository>;

/** The reference tables, read whole (reference-data.ts keeps them in memory). */
export function createCommonRepository({ db }: { db: Database }) {
  return {
    /** Every dictionary item with its code, in each code's order (sort, then id). */
    async findAllDictionaries(): Promise<{ key: DictCode; item: DictItem }[]> {
      const rows = await db
        .select()
        .from(dictionariesTable)
        .orderBy(asc(dictionariesTable.sort), asc(dictionariesTable.id));
      return rows.map((row) => ({
        key: row.dictCode,
        item: { id: String(row.id), dictDetailCode: row.dictDetailCode, dictDetailName: row.dictDetailName },
      }));
    },

    /** Every config item with its key, in each key's order (sort, then id). */
    async findAllConfigs(): Promise<{ key: ConfigKey; item: ConfigItem }[]> {
      const rows = await db.select().from(configsTable).orderBy(asc(configsTable.sort), asc(configsTable.id));
      return rows.map((row) => ({
        key: row.configKey,
        item: { id: String(row.id), configName: row.configName, configNameEn: row.configNameEn },
      }));
    },

    async findSupporters(): Promise<Supporter[]> {
      const rows = await db
        .select()
        .from(supportersTable)
        .orderBy(asc(supportersTable.sort), asc(supportersTable.id));
      return rows.map((row) => ({
        id: String(row.id),
        name: row.name,
        linkUrl: row.linkUrl,
        imagePreviewUrl: row.imagePreviewUrl,
      }));
    },
  };
}
