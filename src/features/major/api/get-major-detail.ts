import { API } from '@/contract/api';
import { majorSchema } from '@/contract/catalog';
import { http } from '@/lib/http';

/** GET noauth/major/detail. */
export function getMajorDetail(code: string, signal?: AbortSignal) {
  return http.get(API.major.detail, majorSchema, { query: { code }, signal });
}
