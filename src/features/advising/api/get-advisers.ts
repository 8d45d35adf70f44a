import { API } from '@/contract/api';
import { adviserCardListSchema, type AdviserCard } from '@/contract/journey-plan';
import { http } from '@/lib/http';

/** GET personalSpace/findStudentAdviserList: 我的顾问. */
export function getAdvisers(signal?: AbortSignal): Promise<AdviserCard[]> {
  return http.get(API.adviser.list, adviserCardListSchema, { signal });
}
