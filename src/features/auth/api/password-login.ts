import type { z } from 'zod';

import { API } from '@/contract/api';
import { loginResultSchema, type passwordLoginBodySchema } from '@/contract/auth';
import { http } from '@/lib/http';

/** POST auth/login: phone, password and the captcha answer. */
export function passwordLogin(body: z.infer<typeof passwordLoginBodySchema>) {
  return http.post(API.auth.login, loginResultSchema, { body });
}
