import { API } from '@/contract/api';
import { universityDetailSchema } from '@/contract/catalog';
import { http } from '@/lib/http';

/** GET noauth/university/detail: ranks, QS indicator scores, admission statistics and ranked majors. */
export function getUniversityDetail(id: string, signal?: AbortSignal) {
  return http.get(API.university.detail, universityDetailSchema, { query: { id }, signal });
}
