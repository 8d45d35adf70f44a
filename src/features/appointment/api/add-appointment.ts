import { API } from '@/contract/api';
import { appointmentSchema, type AppointmentAddBody } from '@/contract/appointment';
import { http } from '@/lib/http';

/** POST userAppointment/studentAdd: book a slot; the refusal's text is shown in the form (silent). */
export function addAppointment(body: AppointmentAddBody) {
  return http.post(API.appointment.add, appointmentSchema, { body, silent: true });
}
