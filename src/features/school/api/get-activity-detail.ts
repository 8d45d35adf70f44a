import { API } from '@/contract/api';
import { activitySchema } from '@/contract/catalog';
import { http } from '@/lib/http';

/** GET one university activity. */
export function getActivityDetail(id: string, signal?: AbortSignal) {
  return http.get(API.university.activityDetail, activitySchema, { query: { id }, signal });
}
