import type { z } from 'zod';

import { API } from '@/contract/api';
import { loginResultSchema, type registerBodySchema } from '@/contract/auth';
import { http } from '@/lib/http';

/** POST register: phone, sms code and password; signs the new user in. */
export function register(body: z.infer<typeof registerBodySchema>) {
  return http.post(API.auth.register, loginResultSchema, { body });
}
