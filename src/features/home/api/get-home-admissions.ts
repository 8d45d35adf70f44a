import { API } from '@/contract/api';
import { sessionPageSchema } from '@/contract/appointment';
import { http } from '@/lib/http';

/**
 * GET noauth/home/pageQueryUniversityAdmission (first page): the next admission interviews with places left.
 * Silent: a home section that fails hides itself.
 */
export function getHomeAdmissions(pageSize: number, signal?: AbortSignal) {
  return http.get(API.appointment.admissionPage, sessionPageSchema, {
    query: { pageIndex: 1, pageSize },
    signal,
    silent: true,
  });
}
