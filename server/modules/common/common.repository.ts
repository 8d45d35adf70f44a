import { and, asc, eq } from 'drizzle-orm';

import type { ConfigKey, DictCode } from '../../../src/contract/code-tables.ts';
import type { ConfigItem, DictItem, Supporter } from '../../../src/contract/common.ts';
import type { Database } from '../../db/database.ts';
import { configsTable, dictionariesTable, supportersTable } from './common.table.ts';

export type CommonRepository = ReturnType<typeof createCommonRepository>;

export function createCommonRepository({ db }: { db: Database }) {
  return {
    async findByDictCode(dictCode: DictCode): Promise<DictItem[]> {
      const rows = await db
        .select()
        .from(dictionariesTable)
        .where(eq(dictionariesTable.dictCode, dictCode))
        .orderBy(asc(dictionariesTable.sort), asc(dictionariesTable.id));
      return rows.map((row) => ({
        id: String(row.id),
        dictDetailCode: row.dictDetailCode,
        dictDetailName: row.dictDetailName,
      }));
    },

    async findDictName(dictCode: DictCode, dictDetailCode: string): Promise<string | null> {
      const [row] = await db
        .select({ name: dictionariesTable.dictDetailName })
        .from(dictionariesTable)
        .where(
          and(eq(dictionariesTable.dictCode, dictCode), eq(dictionariesTable.dictDetailCode, dictDetailCode)),
        )
        .limit(1);
      return row?.name ?? null;
    },

    async findByConfigKey(configKey: ConfigKey): Promise<ConfigItem[]> {
      const rows = await db
        .select()
        .from(configsTable)
        .where(eq(configsTable.configKey, configKey))
        .orderBy(asc(configsTable.sort), asc(configsTable.id));
      return rows.map((row) => ({
        id: String(row.id),
        configName: row.configName,
        configNameEn: row.configNameEn,
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
