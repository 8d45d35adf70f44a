import { API } from '@/contract/api';
import { payUrlSchema, type PayChannel, type PayUrl } from '@/contract/order';
import { http } from '@/lib/http';

/**
 * POST pay/getPayUrl (login) {orderNo, payChannel}: the gateway's mobile cashier of a new payment attempt, for
 * paying on the same phone. Silent: the dialog shows the server's reason.
 */
export function getPayUrl(orderNo: string, payChannel: PayChannel): Promise<PayUrl> {
  return http.post(API.order.payUrl, payUrlSchema, { body: { orderNo, payChannel }, silent: true });
}
