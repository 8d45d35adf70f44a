import { z } from 'zod';

import { CONFIG_KEYS, DICT_CODES } from './code-tables.ts';
import { textFields } from './fields.ts';

export const dictItemSchema = z.object({
  ...textFields('id', 'dictDetailCode', 'dictDetailName'),
});
export type DictItem = z.infer<typeof dictItemSchema>;

export const configItemSchema = z.object({
  ...textFields('id', 'configName', 'configNameEn'),
});
export type ConfigItem = z.infer<typeof configItemSchema>;

export const supporterSchema = z.object({
  ...textFields('id', 'name', 'linkUrl'),
  imagePreviewUrl: z.string().nullable(),
});
export type Supporter = z.infer<typeof supporterSchema>;

export const dictCodeQuerySchema = z.object({ dictCode: z.enum(DICT_CODES) });
export const configKeyQuerySchema = z.object({ configKey: z.enum(CONFIG_KEYS) });
