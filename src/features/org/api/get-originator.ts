import { API } from '@/contract/api';
import { orgOriginatorSchema } from '@/contract/org';
import { http } from '@/lib/http';

/** GET noauth/org originator: the founder or contact person shown publicly. */
export function getOriginator(id: string, signal?: AbortSignal) {
  return http.get(API.org.originator, orgOriginatorSchema, { query: { id }, signal, silent: true });
}
