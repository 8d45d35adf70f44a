import { z } from 'zod';

import { API } from '@/contract/api';
import type { ConfigKey } from '@/contract/code-tables';
import { configItemSchema, type ConfigItem } from '@/contract/common';
import { http } from '@/lib/http';

const configListSchema = z.array(configItemSchema);

/** GET findAiChooseUniversityConfig?configType= (public): the activities or AP courses. */
export function getAiConfig(configType: ConfigKey, signal?: AbortSignal): Promise<ConfigItem[]> {
  return http.get(API.ai.config, configListSchema, { query: { configType }, signal, silent: true });
}
