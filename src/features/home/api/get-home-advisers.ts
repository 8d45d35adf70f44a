import { API } from '@/contract/api';
import { adviserPageSchema } from '@/contract/org';
import { http } from '@/lib/http';

/**
 * GET noauth/orgHome/pageQueryAdviser (first page): the counselors with the most offers recorded.
 * Silent: a home section that fails hides itself.
 */
export function getHomeAdvisers(pageSize: number, signal?: AbortSignal) {
  return http.get(API.org.advisers, adviserPageSchema, {
    query: { pageIndex: 1, pageSize },
    signal,
    silent: true,
  });
}
