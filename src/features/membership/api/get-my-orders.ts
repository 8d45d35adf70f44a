import { API } from '@/contract/api';
import { orderPageSchema, type OrderPage } from '@/contract/order';
import { http } from '@/lib/http';

/** GET personalSpace/findUserSignOrder: 我的订单, newest first, one page. */
export function getMyOrders(
  query: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
): Promise<OrderPage> {
  return http.get(API.order.mine, orderPageSchema, { query: { ...query }, signal });
}
