import { z } from 'zod';

import { CHAT_TEXT, type ChatFriend, type ChatLastMessage } from '@/contract/chat';
import { MESSAGE_CENTER_TEXT } from '@/contract/ui-text';
import { displayName } from '@/lib/display-name';

const orderMessageSchema = z.object({ payStatus: z.union([z.string(), z.number()]) });

/** SPEC section 3: an order message's text is the order as JSON; payStatus '1' is paid, '0' unpaid. */
function orderText(json: string): string {
  try {
    const order = orderMessageSchema.safeParse(JSON.parse(json));
    return order.success && String(order.data.payStatus) === '1'
      ? CHAT_TEXT.ORDER_PAID
      : CHAT_TEXT.ORDER_UNPAID;
  } catch {
    return CHAT_TEXT.ORDER_UNPAID;
  }
}

/** One line of a conversation's last message: its text, [图片] for an image, the order bubble's text. */
export function messagePreview(last: ChatLastMessage | null): string {
  if (!last) return MESSAGE_CENTER_TEXT.noMessageYet;
  if (last.msgType === 'image') return MESSAGE_CENTER_TEXT.imagePreview;
  if (last.msgType === 'order') return orderText(last.message);
  return last.message.replace(/\s+/g, ' ').trim();
}

/** Name or nickname of the other party, else the kind of account (平台客服, 机构客服, 顾问). */
export function friendName(friend: ChatFriend): string {
  return displayName(friend) || MESSAGE_CENTER_TEXT.accountKind[friend.accountKind];
}

/** Conversations newest first (by last message); those without a message last. */
export function newestFirst(friends: readonly ChatFriend[]): ChatFriend[] {
  const time = (f: ChatFriend) => (f.lastMessage ? Date.parse(f.lastMessage.sendTime) || 0 : -1);
  return [...friends].sort((a, b) => time(b) - time(a));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 14:05 today, 昨天 yesterday, 3月8日 this year, 2025/3/8 before (local time). */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (date.getTime() >= startOfToday) return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  if (date.getTime() >= startOfToday - 86_400_000) return MESSAGE_CENTER_TEXT.yesterday;
  if (date.getFullYear() === now.getFullYear()) return `${date.getMonth() + 1}月${date.getDate()}日`;
  return `${date.getFullYear()}/${date.getMonth() + 1}/${date.getDate()}`;
}

/** An in-app path a notice may follow (never another origin: `//host` or a scheme). */
export function isInAppPath(link: string | null): link is string {
  return link !== null && link.startsWith('/') && !link.startsWith('//') && !link.includes('\\');
}
