import { API } from '@/contract/api';
import { orderDetailSchema } from '@/contract/order';
import { http } from '@/lib/http';

const orderStatusSchema = orderDetailSchema.pick({ orderNo: true, payStatus: true, orderStatus: true });

/** GET userSignOrder/find/{id} (login), silent: an order message's current pay and order status. */
export function getOrderStatus(orderId: string) {
  return http.get(`${API.order.find}/${encodeURIComponent(orderId)}`, orderStatusSchema, { silent: true });
}
