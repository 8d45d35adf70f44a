import { API } from '@/contract/api';
import { activityPageSchema } from '@/contract/catalog';
import { http } from '@/lib/http';

/** GET the university activities (open days, info sessions, webinars), upcoming first. */
export function getActivityPage(query: { pageIndex: number; universityId?: string }, signal?: AbortSignal) {
  return http.get(API.university.activityPage, activityPageSchema, {
    query: { ...query, pageSize: 10 },
    signal,
  });
}
