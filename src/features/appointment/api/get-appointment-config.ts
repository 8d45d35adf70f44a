import { API } from '@/contract/api';
import { appointmentConfigSchema } from '@/contract/appointment';
import { http } from '@/lib/http';

/** GET noauth/home/findUserAppointmentConfig: a session's time slots with the places left. */
export function getAppointmentConfig(sessionId: string, signal?: AbortSignal) {
  return http.get(API.appointment.config, appointmentConfigSchema, { query: { sessionId }, signal });
}
