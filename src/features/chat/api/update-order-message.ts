import { z } from 'zod';

import { API } from '@/contract/api';
import { http } from '@/lib/http';

/**
 * PUT chatMessage/updateMessage/{messageId} (login) {message}: the order message's new JSON after a payment
 * (the server rewrites it from the stored order anyway). Silent: nothing for the user to do when it fails.
 */
export function updateOrderMessage(messageId: string, message: string): Promise<unknown> {
  return http.put(`${API.order.updateMessage}/${encodeURIComponent(messageId)}`, z.unknown(), {
    body: { message },
    silent: true,
  });
}
