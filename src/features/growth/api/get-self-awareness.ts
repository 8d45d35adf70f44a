import { API } from '@/contract/api';
import { assessmentPageSchema, type AssessmentPage, type GrowthPageQuery } from '@/contract/journey-growth';
import { http } from '@/lib/http';

/** GET personalSpace/pageQuerySelfAwareness: self-awareness notes from the counselor, newest first. */
export function getSelfAwareness(query: GrowthPageQuery, signal?: AbortSignal): Promise<AssessmentPage> {
  return http.get(API.growth.selfAwareness, assessmentPageSchema, { query: { ...query }, signal });
}
