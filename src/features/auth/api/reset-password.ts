import { z } from 'zod';

import { API } from '@/contract/api';
import type { resetPasswordBodySchema } from '@/contract/auth';
import { http } from '@/lib/http';

/** POST update password by sms. */
export function resetPassword(body: z.infer<typeof resetPasswordBodySchema>) {
  return http.post(API.auth.resetPassword, z.unknown(), { body });
}
