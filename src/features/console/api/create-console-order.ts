import { z } from 'zod';

import { API } from '@/contract/api';
import type { ConsoleOrderBody } from '@/contract/order';
import { http } from '@/lib/http';

/**
 * POST console/order: a SERVICE order in one of the staff member's conversations. A direct request (staff act
 * online); silent: the form shows the server's reason and keeps what was typed. The order reaches the
 * conversation as an `order` message through the chat socket, so the answer is not needed here.
 */
export function createConsoleOrder(body: ConsoleOrderBody): Promise<unknown> {
  return http.post(API.console.createOrder, z.unknown(), { body, silent: true });
}
