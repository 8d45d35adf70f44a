import { API } from '@/contract/api';
import { universityDetailSchema } from '@/contract/catalog';
import { http } from '@/lib/http';
import { prefetchQuery } from '@/lib/use-query';

/** GET noauth/university/detail: ranks, QS indicator scores, admission statistics and ranked majors. */
export function getUniversityDetail(id: string, signal?: AbortSignal) {
  return http.get(API.university.detail, universityDetailSchema, { query: { id }, signal });
}

/** The useQuery key of a university's detail (the page and its route's loader share it). */
export const universityDetailKey = (id: string) => `university-detail:${id}`;

/** The /school/detail route's loader: the detail is requested while the page's code is evaluated and rendered. */
export function prefetchUniversityDetail(id: string): Promise<void> | undefined {
  return id ? prefetchQuery(universityDetailKey(id), (signal) => getUniversityDetail(id, signal)) : undefined;
}
