import { z } from 'zod';

import { API } from '@/contract/api';
import { http } from '@/lib/http';

/** POST userAppointment/cancel: cancel one of the student's appointments. */
export function cancelAppointment(id: string) {
  return http.post(API.appointment.cancel, z.object({ id: z.string() }), { body: { id } });
}
