/**
 * Reference data every feature reads, as shared queries (src/lib/use-query.ts): dictionaries, the region
 * tree and the schools of a city. One request per key per page load, whichever component asks first; the
 * service worker keeps the responses for offline use. The reads are silent: each screen says itself
 * what did not load.
 */
import { useMemo } from 'react';
import { z } from 'zod';

import { API } from '@/contract/api';
import type { DictCode } from '@/contract/code-tables';
import { dictItemSchema, type DictItem } from '@/contract/common';
import {
  REGION_DICT_CODE,
  regionTreeSchema,
  schoolTypeForIntention,
  studentSchoolListSchema,
  type ProvinceRegion,
  type StudentSchool,
} from '@/contract/region';
import { http } from '@/lib/http';
import { useQuery, type QueryState } from '@/lib/use-query';

const dictListSchema = z.array(dictItemSchema);

/** A silent GET shared by every component that reads the key; nothing is asked while a parameter is empty. */
function useReference<T>(key: string, path: string, schema: z.ZodType<T>, query: Record<string, string>) {
  return useQuery(key, (signal) => http.get(path, schema, { query, signal, silent: true }), {
    shared: true,
    enabled: Object.values(query).every((value) => value !== ''),
  });
}

export function useDictionary(dictCode: DictCode): QueryState<DictItem[]> {
  return useReference(`dict:${dictCode}`, API.common.findByDictCode, dictListSchema, { dictCode });
}

export function useRegionTree(): QueryState<ProvinceRegion[]> {
  return useReference('regions', API.common.findProvinceAndCity, regionTreeSchema, {
    dictCode: REGION_DICT_CODE,
  });
}

/** High schools for study intention 01, universities for 02, every school otherwise (SPEC section 4). */
export function filterSchools(schools: readonly StudentSchool[], intention: string): StudentSchool[] {
  const type = schoolTypeForIntention(intention);
  return type ? schools.filter((s) => s.type === type) : [...schools];
}

/**
 * The schools of a city that fit the study intention; nothing is asked without a province and city, and
 * another city's list is never shown while this one loads.
 */
export function useCitySchools(
  provinceCode: string,
  cityCode: string,
  intention: string,
): QueryState<StudentSchool[]> {
  const schools = useReference(`schools:${cityCode}`, API.common.schoolList, studentSchoolListSchema, {
    provinceCode,
    cityCode,
  });
  const all = schools.loading ? undefined : schools.data;
  const data = useMemo(() => all && filterSchools(all, intention), [all, intention]);
  return { ...schools, data };
}
