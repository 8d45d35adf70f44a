import { z } from 'zod';

import { API } from '@/contract/api';
import type { refundApplyBodySchema } from '@/contract/order';
import { http } from '@/lib/http';

/**
 * POST personalSpace/refundApply {orderId, reason}. A direct request, not the outbox: the student must see
 * the answer. Silent: the refund dialog shows the server's reason and keeps the form.
 */
export function applyRefund(body: z.input<typeof refundApplyBodySchema>): Promise<unknown> {
  return http.post(API.order.refundApply, z.unknown(), { body, silent: true });
}
