import { z } from 'zod';

import { API } from '@/contract/api';
import type { MembershipPlanCode } from '@/contract/order';
import { http } from '@/lib/http';

/** What the screen needs of the created order: its id, for the order dialog. */
const createdOrderSchema = z.object({ id: z.string() });

/**
 * POST membership/order {planCode}: a MEMBERSHIP order of the plan for the caller. A direct request, not the
 * outbox: the student pays it right away in the order dialog; a refusal is the request client's toast.
 */
export function createMembershipOrder(planCode: MembershipPlanCode): Promise<{ id: string }> {
  return http.post(API.order.membershipOrder, createdOrderSchema, { body: { planCode } });
}
