import { z } from 'zod';

import { API } from '@/contract/api';
import type { ConfigKey } from '@/contract/code-tables';
import { configItemSchema, type ConfigItem } from '@/contract/common';
import { http } from '@/lib/http';

const configListSchema = z.array(configItemSchema);
const cache = new Map<ConfigKey, Promise<ConfigItem[]>>();

/**
 * GET findAiChooseUniversityConfig?configType= (public): the activities or AP courses. One request per
 * type per page load; a failure is forgotten so the next caller retries.
 */
export function getAiConfig(configType: ConfigKey): Promise<ConfigItem[]> {
  const hit = cache.get(configType);
  if (hit) return hit;
  const promise = http
    .get(API.ai.config, configListSchema, { query: { configType }, silent: true })
    .catch((error: unknown) => {
      cache.delete(configType);
      throw error;
    });
  cache.set(configType, promise);
  return promise;
}

/** Forget the cached configs (tests). */
export function clearAiConfigCache(): void {
  cache.clear();
}
