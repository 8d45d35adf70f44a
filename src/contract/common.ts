import { z } from 'zod';

import { CONFIG_KEYS, DICT_CODES } from './code-tables.ts';

export const dictItemSchema = z.object({
  id: z.string(),
  dictDetailCode: z.string(),
  dictDetailName: z.string(),
});
export type DictItem = z.infer<typeof dictItemSchema>;

export const configItemSchema = z.object({
  id: z.string(),
  configName: z.string(),
  configNameEn: z.string(),
});
export type ConfigItem = z.infer<typeof configItemSchema>;

export const supporterSchema = z.object({
  id: z.string(),
  name: z.string(),
  linkUrl: z.string(),
  imagePreviewUrl: z.string().nullable(),
});
export type Supporter = z.infer<typeof supporterSchema>;

export const dictCodeQuerySchema = z.object({ dictCode: z.enum(DICT_CODES) });
export const configKeyQuerySchema = z.object({ configKey: z.enum(CONFIG_KEYS) });
