/**
 * Wires the chat to the realtime connection and the outbox, once per page load (the dialog and the console
 * call startChat when they first show):
 * - socket `chat`: merged into its conversation (the echo of an own send replaces its 发送中 entry through
 *   the same clientMsgId); a message of a conversation the store does not know calls `onUnknown` (the
 *   console reloads its list);
 * - socket `connect` (first connect and every reconnect): back-fill of every known conversation after the
 *   last sequence number it holds without a gap (contiguousSeq), then a check of the held unpaid orders;
 * - socket `pay` and APP_EVENTS.PAY_SUCCESS: the order messages of that orderNo show it paid (chat-orders.ts);
 * - outbox confirmations of chat kinds: the stored message replaces the pending entry (and shows 已发送);
 * - session end: the store is emptied (IndexedDB rows are wiped by the session's deleteUserData).
 */
import { chatMessageSchema } from '@/contract/chat';
import { APP_EVENTS, onAppEvent, type PaySuccessDetail } from '@/lib/events';
import { onOutboxSent, type OutboxEntry } from '@/lib/outbox';
import { onSessionEnd } from '@/lib/session';
import { connectSocket, onSocketEvent } from '@/lib/socket';

import { backfill, noteSentHere, receiveMessage, resetChat, restoreHistory } from './chat-actions';
import { CHAT_KINDS } from './chat-kinds';
import { applyPayment, recheckOrders } from './chat-orders';
import { registerChatSenders } from './senders';

const unknownListeners = new Set<() => void>();

/** Called when a message arrives for a conversation the store does not hold. Returns the unsubscribe. */
export function onUnknownConversation(listener: () => void): () => void {
  unknownListeners.add(listener);
  return () => {
    unknownListeners.delete(listener);
  };
}

function confirmed(entry: OutboxEntry, data: unknown): void {
  const parsed = chatMessageSchema.safeParse(data);
  if (!parsed.success) return;
  noteSentHere(entry.id);
  receiveMessage(parsed.data);
}

let started = false;

export function startChat(): void {
  registerChatSenders();
  void restoreHistory();
  void connectSocket();
  if (started) return;
  started = true;
  onSocketEvent('chat', (message) => {
    if (!receiveMessage(message)) unknownListeners.forEach((listener) => listener());
  });
  onSocketEvent('connect', () => void backfill().then(recheckOrders));
  onSocketEvent('pay', applyPayment);
  onAppEvent<PaySuccessDetail>(APP_EVENTS.PAY_SUCCESS, applyPayment);
  onOutboxSent(CHAT_KINDS.TEXT, confirmed);
  onOutboxSent(CHAT_KINDS.IMAGE, confirmed);
  onSessionEnd(resetChat);
}
