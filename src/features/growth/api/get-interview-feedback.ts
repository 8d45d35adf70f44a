import { API } from '@/contract/api';
import { assessmentPageSchema, type AssessmentPage, type GrowthPageQuery } from '@/contract/journey-growth';
import { http } from '@/lib/http';

/** GET personalSpace/pageQueryInterviewFeedback: interview feedback from the counselor, newest first. */
export function getInterviewFeedback(query: GrowthPageQuery, signal?: AbortSignal): Promise<AssessmentPage> {
  return http.get(API.growth.interviewFeedback, assessmentPageSchema, { query: { ...query }, signal });
}
