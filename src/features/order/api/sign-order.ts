import { z } from 'zod';

import { API } from '@/contract/api';
import { http } from '@/lib/http';

/** POST pay/sign (login) {orderNo}: the student ticked the service agreement. Silent: the dialog shows why not. */
export function signOrder(orderNo: string): Promise<unknown> {
  return http.post(API.order.sign, z.unknown(), { body: { orderNo }, silent: true });
}
