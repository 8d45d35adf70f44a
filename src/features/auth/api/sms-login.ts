import type { z } from 'zod';

import { API } from '@/contract/api';
import { loginResultSchema, type smsLoginBodySchema } from '@/contract/auth';
import { http } from '@/lib/http';

/** POST sms login: creates the account for a new number. */
export function smsLogin(body: z.infer<typeof smsLoginBodySchema>) {
  return http.post(API.auth.smsLogin, loginResultSchema, { body });
}
