import { API } from '@/contract/api';
import { sessionPageSchema, type SessionPageQuery } from '@/contract/appointment';
import { http } from '@/lib/http';

/** GET noauth/home/pageQueryUniversityAdmission: admission interviews with the places left. */
export function getAdmissionPage(query: SessionPageQuery, signal?: AbortSignal) {
  return http.get(API.appointment.admissionPage, sessionPageSchema, { query: { ...query }, signal });
}
