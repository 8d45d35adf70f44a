import { API } from '@/contract/api';
import { membershipPlansSchema } from '@/contract/order';
import { http } from '@/lib/http';

/** GET noauth/membership/plans: the three membership plans. */
export function getPlans(signal?: AbortSignal) {
  return http.get(API.order.plans, membershipPlansSchema, { signal });
}
