/**
 * The view model of one line of a conversation, shared by the student's chat dialog and the staff console
 * (src/features/chat builds it from stored messages, outbox entries and the local welcome record).
 */
import { z } from 'zod';

import type { ChatMsgType } from '@/contract/socket';

/** sent: stored by the server; pending/sending/failed: an outbox entry (src/lib/outbox.ts). */
export type ChatDelivery = 'sent' | 'pending' | 'sending' | 'failed';

/** An image picked by the user and not uploaded yet, kept as bytes (IndexedDB and valtio friendly). */
export interface LocalImage {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

export interface ChatItem {
  /** The message id, the outbox entry id of a pending one, or 'welcome'. */
  key: string;
  fromUserId: string;
  msgType: ChatMsgType;
  /** Text, image URL, or the order JSON (SPEC section 3). Empty for a pending image (see localImage). */
  message: string;
  /** ISO time; null for local records. */
  sendTime: string | null;
  delivery: ChatDelivery;
  /**
   * An own stored message that this device's outbox sent in this session: it shows 已发送. Messages of the
   * history (and those sent from another device) show no delivery state.
   */
  acknowledged: boolean;
  /** The server's text of a failed send. */
  error: string | null;
  /** A pending image's bytes, shown before the upload. */
  localImage: LocalImage | null;
  avatarUrl: string | null;
}

/** An order inside a chat message (SPEC section 3 "Order inside a message"): a JSON string. */
export const orderMessageSchema = z.object({
  id: z.union([z.string(), z.number()]),
  orderNo: z.string(),
  fee: z.union([z.string(), z.number()]),
  payStatus: z.string(),
  orderStatus: z.string().nullable(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

/** The order of an order message, or null when the text is not one. */
export function parseOrderMessage(message: string): OrderMessage | null {
  try {
    const parsed = orderMessageSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** SPEC section 4: payStatus '0' is unpaid. */
export function isUnpaid(order: OrderMessage): boolean {
  return order.payStatus === '0';
}
