/**
 * Reference data of the AI forms: dictionaries (AI_COUNTRY, AI_MAJOR_SUBJECT_TYPE, EDUCATION_SYSTEM),
 * the region tree, the schools of a city and the AI configs (ACTIVITY, COURSE_AP). Each loads on its
 * own, so a missing one only disables its field, and each failure offers a retry.
 */
import { useCallback, useEffect, useState } from 'react';

import type { ConfigKey, DictCode } from '@/contract/code-tables';
import type { ConfigItem, DictItem } from '@/contract/common';
import type { ProvinceRegion, StudentSchool } from '@/contract/region';
import { getAiConfig } from '@/features/ai-select/api/get-ai-config';
import { setFirstMajor } from '@/features/ai-select/state/ai-store';
import { getDictionary, getRegionTree, getSchoolsOfCity } from '@/lib/reference-data';
import { useQuery } from '@/lib/use-query';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  offline: boolean;
  retry: () => void;
}

function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const state = useQuery(`${key}#${attempt}`, load);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

export function useDictionary(code: DictCode): Loaded<DictItem[]> {
  return useLoaded(`dict:${code}`, () => getDictionary(code));
}

/** The major directions; the first one (不限专业) becomes the default of forms without a draft. */
export function useMajors(): Loaded<DictItem[]> {
  const majors = useDictionary('AI_MAJOR_SUBJECT_TYPE');
  const first = majors.data?.[0]?.dictDetailCode ?? null;
  useEffect(() => {
    if (first !== null) setFirstMajor(first);
  }, [first]);
  return majors;
}

export function useRegions(): Loaded<ProvinceRegion[]> {
  return useLoaded('regions', getRegionTree);
}

export function useAiConfig(type: ConfigKey): Loaded<ConfigItem[]> {
  return useLoaded(`config:${type}`, () => getAiConfig(type));
}

/** The schools of the chosen city ([] without a city). */
export function useCitySchools(province: string, city: string): Loaded<StudentSchool[]> {
  return useLoaded(`schools:${province}:${city}`, () =>
    city === '' ? Promise.resolve([]) : getSchoolsOfCity(province, city),
  );
}
