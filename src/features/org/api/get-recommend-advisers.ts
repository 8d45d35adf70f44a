import { API } from '@/contract/api';
import { adviserListSchema, type RecommendAdviserQuery } from '@/contract/org';
import { http } from '@/lib/http';

/** GET noauth/orgHome recommended adviser: counselors matching a study intention and countries. */
export function getRecommendAdvisers(query: RecommendAdviserQuery, signal?: AbortSignal) {
  return http.get(API.org.recommendAdviser, adviserListSchema, { query, signal, silent: true });
}
