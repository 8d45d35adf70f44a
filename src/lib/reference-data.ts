/**
 * Reference data every feature reads: dictionaries, the region tree and student schools.
 * One request per key per page load (the promise is shared, a failure is forgotten so the next
 * caller retries); the service worker keeps the responses for offline use.
 */
import { z } from 'zod';

import { API } from '@/contract/api';
import type { DictCode } from '@/contract/code-tables';
import { dictItemSchema, type DictItem } from '@/contract/common';
import {
  REGION_DICT_CODE,
  regionTreeSchema,
  studentSchoolListSchema,
  type ProvinceRegion,
  type StudentSchool,
} from '@/contract/region';
import { http } from '@/lib/http';

const cache = new Map<string, Promise<unknown>>();

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const promise = load().catch((error: unknown) => {
    cache.delete(key);
    throw error;
  });
  cache.set(key, promise);
  return promise;
}

/** Forget everything (tests). */
export function clearReferenceCache(): void {
  cache.clear();
}

const dictListSchema = z.array(dictItemSchema);

export function getDictionary(dictCode: DictCode): Promise<DictItem[]> {
  return once(`dict:${dictCode}`, () =>
    http.get(API.common.findByDictCode, dictListSchema, { query: { dictCode }, silent: true }),
  );
}

export function getRegionTree(): Promise<ProvinceRegion[]> {
  return once('regions', () =>
    http.get(API.common.findProvinceAndCity, regionTreeSchema, {
      query: { dictCode: REGION_DICT_CODE },
      silent: true,
    }),
  );
}

/** Schools of a city (both types); callers filter by study intention. */
export function getSchoolsOfCity(provinceCode: string, cityCode: string): Promise<StudentSchool[]> {
  return once(`schools:${cityCode}`, () =>
    http.get(API.common.schoolList, studentSchoolListSchema, {
      query: { provinceCode, cityCode },
      silent: true,
    }),
  );
}
