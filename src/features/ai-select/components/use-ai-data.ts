/**
 * Reference data of the AI forms besides the shared dictionaries, regions and schools
 * (src/lib/reference-data.ts): the AI configs (ACTIVITY, COURSE_AP) and the major directions. Each loads
 * on its own, so a missing one only disables its field, and each failure offers a retry.
 */
import { useEffect } from 'react';

import type { ConfigKey } from '@/contract/code-tables';
import type { ConfigItem, DictItem } from '@/contract/common';
import { getAiConfig } from '@/features/ai-select/api/get-ai-config';
import { setFirstMajor } from '@/features/ai-select/state/ai-store';
import { useDictionary } from '@/lib/reference-data';
import { useQuery, type QueryState } from '@/lib/use-query';

/** The major directions; the first one (不限专业) becomes the default of forms without a draft. */
export function useMajors(): QueryState<DictItem[]> {
  const majors = useDictionary('AI_MAJOR_SUBJECT_TYPE');
  const first = majors.data?.[0]?.dictDetailCode ?? null;
  useEffect(() => {
    if (first !== null) setFirstMajor(first);
  }, [first]);
  return majors;
}

export function useAiConfig(type: ConfigKey): QueryState<ConfigItem[]> {
  return useQuery(`ai-config:${type}`, (signal) => getAiConfig(type, signal), { shared: true });
}
