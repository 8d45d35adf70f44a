import { z } from 'zod';

import { API } from '@/contract/api';
import { http } from '@/lib/http';

/** POST userActivity/cancel: cancel one of the student's activity sign-ups. */
export function cancelActivitySignup(id: string) {
  return http.post(API.appointment.activityCancel, z.object({ id: z.string() }), { body: { id } });
}
