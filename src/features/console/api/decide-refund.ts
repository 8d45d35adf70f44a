import { z } from 'zod';

import { API } from '@/contract/api';
import type { refundDecisionBodySchema } from '@/contract/order';
import { http } from '@/lib/http';

/**
 * POST console/refunds/decide {orderId, accept, note}: accept (the gateway refunds; 已退款) or refuse (back to
 * 服务中 with the note). Direct, not the outbox: staff act online; a refusal is the request client's toast.
 */
export function decideRefund(body: z.input<typeof refundDecisionBodySchema>): Promise<unknown> {
  return http.post(API.console.decideRefund, z.unknown(), { body });
}
