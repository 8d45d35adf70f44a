import { API } from '@/contract/api';
import { sessionPageSchema, type SessionPageQuery } from '@/contract/appointment';
import { http } from '@/lib/http';

/** GET noauth/home/pageQueryUniversityVisitTask: campus visits with the places left. */
export function getVisitPage(query: SessionPageQuery, signal?: AbortSignal) {
  return http.get(API.appointment.visitPage, sessionPageSchema, { query: { ...query }, signal });
}
