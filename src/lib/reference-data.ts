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

export function useDictionary(dictCode: DictCode): QueryState<DictItem[]> {
  return useQuery(
    `dict:${dictCode}`,
    (signal) =>
      http.get(API.common.findByDictCode, dictListSchema, { query: { dictCode }, signal, silent: true }),
    { shared: true },
  );
}

export function useRegionTree(): QueryState<ProvinceRegion[]> {
  return useQuery(
    'regions',
    (signal) =>
      http.get(API.common.findProvinceAndCity, regionTreeSchema, {
        query: { dictCode: REGION_DICT_CODE },
        signal,
        silent: true,
      }),
    { shared: true },
  );
}

/** High schools for study intention 01, universities for 02, every school otherwise (SPEC section 4). */
export function filterSchools(schools: readonly StudentSchool[], intention: string): StudentSchool[] {
  const type = schoolTypeForIntention(intention);
  return type ? schools.filter((s) => s.type === type) : [...schools];
}

/**
 * The schools of a city that fit the study intention; nothing is asked without a city, and another
 * city's list is never shown while this one loads.
 */
export function useCitySchools(
  provinceCode: string,
  cityCode: string,
  intention: string,
): QueryState<StudentSchool[]> {
  const schools = useQuery(
    `schools:${cityCode}`,
    (signal) =>
      http.get(API.common.schoolList, studentSchoolListSchema, {
        query: { provinceCode, cityCode },
        signal,
        silent: true,
      }),
    { shared: true, enabled: cityCode !== '' },
  );
  const all = schools.loading ? undefined : schools.data;
  const data = useMemo(() => all && filterSchools(all, intention), [all, intention]);
  return { ...schools, data };
}
