import type { PayEvent } from '@/contract/socket';

/**
 * App-wide events between features that must not import each other (SPEC section 4 internal
 * events: open the AI drawer, check input, new message, unread check, payment success, task check).
 */
export const APP_EVENTS = {
  OPEN_AI_DRAWER: 'app:open-ai-drawer',
  OPEN_PLATFORM_CHAT: 'app:open-platform-chat',
  /** Open the chat dialog with an account or, in the console, a student (detail: OpenChatDetail). */
  OPEN_CHAT: 'app:open-chat',
  CHECK_INPUT: 'app:check-input',
  /** A school was joined to 我的大学List (detail: the chosen-university item). */
  JOIN_LIST: 'app:join-list',
  NEW_MESSAGE: 'app:new-message',
  UNREAD_CHECK: 'app:unread-check',
  /** A payment of an order succeeded (detail: PaySuccessDetail, the socket `pay` payload). */
  PAY_SUCCESS: 'app:pay-success',
  TASK_CHECK: 'app:task-check',
  /** Open the service-order dialog (detail: OpenOrderDetail): the chat's order bubble. */
  OPEN_ORDER: 'app:open-order',
} as const;
/** Detail of OPEN_CHAT: the other party (an account's user id for a student). */
export interface OpenChatDetail {
  friendId: string;
}

/** Detail of OPEN_ORDER: the order's id (orderMessageSchema `id`). */
export interface OpenOrderDetail {
  orderId: string;
}

/** Detail of PAY_SUCCESS: the order's number and its statuses after the payment. */
export type PaySuccessDetail = PayEvent;

export type AppEvent = (typeof APP_EVENTS)[keyof typeof APP_EVENTS];

const target = new EventTarget();

export function emitAppEvent<T = undefined>(name: AppEvent, detail?: T): void {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onAppEvent<T = undefined>(name: AppEvent, handler: (detail: T) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<T>).detail);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}
