import { API } from '@/contract/api';
import { adviserPageSchema, type AdviserPageQuery } from '@/contract/org';
import { http } from '@/lib/http';

/** GET noauth/orgHome advisers (of an organization, or all) with filters. */
export function getAdvisers(query: AdviserPageQuery, signal?: AbortSignal) {
  return http.get(API.org.advisers, adviserPageSchema, { query, signal });
}
