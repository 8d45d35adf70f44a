import { API } from '@/contract/api';
import { payQrSchema, type PayChannel, type PayQr } from '@/contract/order';
import { http } from '@/lib/http';

/**
 * POST pay/getPayQrString (login) {orderNo, payChannel}: a new QR (payment attempt) of the channel with its
 * expiry. Silent: the dialog shows the server's reason.
 */
export function getPayQr(orderNo: string, payChannel: PayChannel): Promise<PayQr> {
  return http.post(API.order.payQr, payQrSchema, { body: { orderNo, payChannel }, silent: true });
}
