import { integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';

import { CONFIG_KEYS, DICT_CODES } from '../../../src/contract/code-tables.ts';

export const dictionariesTable = pgTable(
  'dictionaries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dictCode: text('dict_code', { enum: DICT_CODES }).notNull(),
    dictDetailCode: varchar('dict_detail_code', { length: 40 }).notNull(),
    dictDetailName: varchar('dict_detail_name', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [unique('dictionaries_code_detail_unique').on(table.dictCode, table.dictDetailCode)],
);

export const configsTable = pgTable(
  'configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    configKey: text('config_key', { enum: CONFIG_KEYS }).notNull(),
    configName: varchar('config_name', { length: 100 }).notNull(),
    configNameEn: varchar('config_name_en', { length: 200 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [unique('configs_key_name_unique').on(table.configKey, table.configNameEn)],
);

export const supportersTable = pgTable('supporters', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 100 }).notNull(),
  linkUrl: text('link_url').notNull(),
  imagePreviewUrl: text('image_preview_url'),
  sort: integer('sort').notNull().default(0),
});
