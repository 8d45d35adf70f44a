import { z } from 'zod';

import { API } from '@/contract/api';
import { http } from '@/lib/http';

/** POST logout: revokes the token on the server. */
export function logout() {
  return http.post(API.auth.logout, z.unknown(), { silent: true });
}
