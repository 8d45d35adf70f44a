import { z } from 'zod';

import { API } from '@/contract/api';
import { orgListItemSchema } from '@/contract/org';
import { http } from '@/lib/http';

/** GET noauth/orgHome hot orgs. */
export function getHotOrgs(limit: number, signal?: AbortSignal) {
  return http.get(API.org.hotOrgs, z.array(orgListItemSchema), { query: { limit: String(limit) }, signal });
}
