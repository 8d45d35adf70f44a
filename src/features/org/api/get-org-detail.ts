import { API } from '@/contract/api';
import { orgDetailSchema } from '@/contract/org';
import { http } from '@/lib/http';

/** GET noauth/org detail. */
export function getOrgDetail(id: string, signal?: AbortSignal) {
  return http.get(API.org.detail, orgDetailSchema, { query: { id }, signal });
}
