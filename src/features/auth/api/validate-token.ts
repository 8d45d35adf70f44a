import { z } from 'zod';

import { API } from '@/contract/api';
import { http } from '@/lib/http';

/** GET token validation: code 200 and data truthy means expired. */
export function isTokenExpired() {
  return http.get(API.auth.validateToken, z.boolean(), { silent: true });
}
