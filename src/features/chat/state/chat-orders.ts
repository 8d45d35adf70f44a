/**
 * Order messages follow their payment (SPEC section 4 "Payment": the chat order record is updated, orderStatus
 * and payStatus stored, unless already paid):
 * - socket `pay` {orderNo, payStatus, orderStatus} and APP_EVENTS.PAY_SUCCESS (the order dialog) update every
 *   held order message of that orderNo that is not paid yet: its JSON gets the new statuses (other keys kept),
 *   the chat history in IndexedDB stores it, and PUT chatMessage/updateMessage/{id} rewrites the server's copy
 *   (silent; the server rewrites it from the stored order anyway);
 * - after a (re)connect, held order messages still unpaid are checked with GET userSignOrder/find/{id}, so a
 *   payment made while the socket was away shows too.
 * Students only: `pay` goes to the student's room, and staff do not pay.
 */
import { z } from 'zod';

import { parseOrderMessage } from '@/components/chat/chat-item';
import type { ChatMessage } from '@/contract/chat';
import { PAY_STATUS } from '@/contract/order';
import type { PayEvent } from '@/contract/socket';
import { ApiError } from '@/lib/http';
import { session } from '@/lib/session';

import { getOrderStatus } from '../api/get-order-status';
import { updateOrderMessage } from '../api/update-order-message';
import { saveMessages } from '../storage/chat-history';
import { chatState } from './chat-store';

const jsonObjectSchema = z.record(z.string(), z.unknown());

function forStudent(): string | null {
  const user = session.user;
  return user && !user.staffRole && chatState.userId === user.id ? user.id : null;
}

/** The message's order JSON with the payment's statuses; null when it is not that order or already paid. */
export function paidOrderText(
  message: Pick<ChatMessage, 'msgType' | 'message'>,
  event: PayEvent,
): string | null {
  if (message.msgType !== 'order') return null;
  const order = parseOrderMessage(message.message);
  if (!order || order.orderNo !== event.orderNo || order.payStatus === PAY_STATUS.PAID) return null;
  const raw = jsonObjectSchema.parse(JSON.parse(message.message));
  return JSON.stringify({ ...raw, payStatus: event.payStatus, orderStatus: event.orderStatus });
}

/** Applies a payment to every held order message of its orderNo (see the header). */
export function applyPayment(event: PayEvent): void {
  const userId = forStudent();
  if (!userId) return;
  for (const conversation of Object.values(chatState.conversations)) {
    const changed: ChatMessage[] = [];
    conversation.messages.forEach((message, index) => {
      const text = paidOrderText(message, event);
      if (text === null) return;
      const updated: ChatMessage = { ...message, message: text };
      conversation.messages[index] = updated;
      changed.push(updated);
      const last = conversation.friend.lastMessage;
      if (last && last.msgType === 'order' && last.message === message.message) last.message = text;
      void updateOrderMessage(message.id, text).catch(() => undefined);
    });
    if (changed.length > 0)
      void saveMessages(userId, conversation.friend, changed).catch((error: unknown) =>
        console.warn('chat history could not be stored', error),
      );
  }
}

let checking: Promise<void> | null = null;

/**
 * Asks the server for every held unpaid order (once per order id) and applies the paid ones. Stops at the
 * first network failure (the next connect checks again).
 */
export function recheckOrders(): Promise<void> {
  if (checking) return checking;
  checking = (async () => {
    if (!forStudent()) return;
    const unpaid = new Set<string>();
    for (const conversation of Object.values(chatState.conversations))
      for (const message of conversation.messages) {
        if (message.msgType !== 'order') continue;
        const order = parseOrderMessage(message.message);
        if (order && order.payStatus !== PAY_STATUS.PAID) unpaid.add(String(order.id));
      }
    for (const orderId of unpaid) {
      try {
        const status = await getOrderStatus(orderId);
        if (status.payStatus === PAY_STATUS.PAID) applyPayment(status);
      } catch (error) {
        if (error instanceof ApiError && error.transient) return;
      }
    }
  })().finally(() => {
    checking = null;
  });
  return checking;
}
