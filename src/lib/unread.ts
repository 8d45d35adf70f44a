/**
 * The one unread counter ("Unread"): fed by the server's unread summary (chat and notices, see
 * src/features/message-center/state/unread-sync.ts) and the task unread count (service members). The
 * header badge, the app icon badge (startAppBadge) and the document title (src/lib/route-meta.ts) all read
 * it; nothing else counts unread items. Session end resets it to 0 (src/main.tsx).
 *
 * It lives in memory only: after a restart it is 0 until the summary, fetched at once on start, arrives.
 * We keep no last-known value in storage: it would be another user-private value to wipe, and a count read
 * on another device in the meantime would show wrongly until the fetch anyway.
 */
import { proxy, subscribe } from 'valtio';

import { LIMITS } from '@/contract/limits';

export interface UnreadCounts {
  /** Chat and notices: the server summary's total. */
  messages: number;
  /** Unread chat messages over all conversations. */
  chat: number;
  /** Unread notices by type ("1", "2", ... "10"). */
  notices: Record<string, number>;
  /** Unread tasks (service members only; 0 for everyone else). */
  tasks: number;
}

export const unread = proxy<UnreadCounts>({ messages: 0, chat: 0, notices: {}, tasks: 0 });

const count = (n: number) => Math.max(0, Math.floor(n));

/** The server's unread summary (chat + notices). */
export function setUnreadSummary(summary: {
  chat: number;
  notices: Record<string, number>;
  total: number;
}): void {
  unread.chat = count(summary.chat);
  unread.notices = Object.fromEntries(Object.entries(summary.notices).map(([type, n]) => [type, count(n)]));
  unread.messages = count(summary.total);
}

/** A notice of `type` just arrived (socket `notice`): counted at once, before the summary confirms it. */
export function addUnreadNotice(type: number): void {
  const key = String(type);
  unread.notices = { ...unread.notices, [key]: (unread.notices[key] ?? 0) + 1 };
  unread.messages += 1;
}

export function setUnreadMessages(n: number): void {
  unread.messages = count(n);
}

export function setUnreadTasks(n: number): void {
  unread.tasks = count(n);
}

export function resetUnread(): void {
  unread.messages = 0;
  unread.chat = 0;
  unread.notices = {};
  unread.tasks = 0;
}

/** Unread notices over all types. */
export function unreadNoticeTotal(counts: Pick<UnreadCounts, 'notices'>): number {
  return Object.values(counts.notices).reduce((sum, n) => sum + n, 0);
}

/** Everything unread: chat, notices and tasks. */
export function unreadTotal(counts: Pick<UnreadCounts, 'messages' | 'tasks'>): number {
  return counts.messages + counts.tasks;
}

/** Mirrors the total on the installed app's icon where the Badging API exists; 0 clears it. */
export function startAppBadge(): () => void {
  let shown: number | null = null;
  const apply = () => {
    const total = unreadTotal(unread);
    if (total === shown) return;
    shown = total;
    if (typeof navigator === 'undefined' || !('setAppBadge' in navigator)) return;
    const request =
      total > 0 ? navigator.setAppBadge(Math.min(total, LIMITS.UNREAD_BADGE_CAP)) : navigator.clearAppBadge();
    request.catch(() => undefined);
  };
  apply();
  return subscribe(unread, apply);
}

/** Badge text: nothing for 0, the number up to the cap, then "99+" (SPEC section 2: caps at 99). */
export function formatBadge(n: number): string {
  if (n <= 0) return '';
  return n > LIMITS.UNREAD_BADGE_CAP ? `${LIMITS.UNREAD_BADGE_CAP}+` : String(n);
}

/** The document title with the unread total in front, `(3) 消息中心 - …`; the title alone at 0. */
export function titleWithUnread(title: string, total: number): string {
  const badge = formatBadge(total);
  return badge ? `(${badge}) ${title}` : title;
}
