import { API } from '@/contract/api';
import { activityPageSchema } from '@/contract/catalog';
import { http } from '@/lib/http';

/**
 * GET noauth/university/activity/page: the first activities of every university, upcoming first.
 * Silent: a home section that fails hides itself.
 */
export function getHomeActivities(pageSize: number, signal?: AbortSignal) {
  return http.get(API.university.activityPage, activityPageSchema, {
    query: { pageIndex: 1, pageSize },
    signal,
    silent: true,
  });
}
