import { API } from '@/contract/api';
import { orderDetailSchema } from '@/contract/order';
import { http } from '@/lib/http';

/** GET userSignOrder/find/{id} (login): one order of the student. Silent: the dialog shows the reason. */
export function getOrder(id: string, signal?: AbortSignal) {
  return http.get(`${API.order.find}/${encodeURIComponent(id)}`, orderDetailSchema, { signal, silent: true });
}
