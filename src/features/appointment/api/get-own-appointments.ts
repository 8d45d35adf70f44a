import { z } from 'zod';

import { API } from '@/contract/api';
import { appointmentSchema, type AppointmentKind } from '@/contract/appointment';
import { http } from '@/lib/http';

/** GET userAppointment/AdmissionTask ?kind=: the student's own appointments of a kind (a list's 已预约). */
export function getOwnAppointments(kind: AppointmentKind, signal?: AbortSignal) {
  return http.get(API.appointment.admissionTask, z.array(appointmentSchema), {
    query: { kind },
    signal,
    silent: true,
  });
}
