import { API } from '@/contract/api';
import { myAppointmentsSchema } from '@/contract/appointment';
import { http } from '@/lib/http';

/** GET userAppointment/mine: 我的预约 (appointments and activity sign-ups). */
export function getMyAppointments(signal?: AbortSignal) {
  return http.get(API.appointment.mine, myAppointmentsSchema, { signal });
}
