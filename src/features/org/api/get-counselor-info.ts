import { API } from '@/contract/api';
import { adviserDetailSchema } from '@/contract/org';
import { http } from '@/lib/http';

/** GET noauth/orgHome counselor info. */
export function getCounselorInfo(id: string, signal?: AbortSignal) {
  return http.get(API.org.counselorInfo, adviserDetailSchema, { query: { id }, signal });
}
