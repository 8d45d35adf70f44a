/**
 * One unread counter for the header badge (and, later, the app icon badge).
 * Features add to it (chat, notices, tasks); the header reads a snapshot.
 */
import { proxy, subscribe } from 'valtio';

import { LIMITS } from '@/contract/limits';

export const unread = proxy({ messages: 0, tasks: 0 });

export function setUnreadMessages(count: number): void {
  unread.messages = Math.max(0, Math.floor(count));
}

export function setUnreadTasks(count: number): void {
  unread.tasks = Math.max(0, Math.floor(count));
}

export function resetUnread(): void {
  unread.messages = 0;
  unread.tasks = 0;
}

/** Mirrors the total on the installed app's icon where the Badging API exists; 0 clears it. */
export function startAppBadge(): () => void {
  const apply = () => {
    const total = unread.messages + unread.tasks;
    if (typeof navigator === 'undefined' || !('setAppBadge' in navigator)) return;
    const request =
      total > 0 ? navigator.setAppBadge(Math.min(total, LIMITS.UNREAD_BADGE_CAP)) : navigator.clearAppBadge();
    request.catch(() => undefined);
  };
  apply();
  return subscribe(unread, apply);
}

/** Badge text: nothing for 0, the number up to the cap, then "99+" (SPEC section 2: caps at 99). */
export function formatBadge(count: number): string {
  if (count <= 0) return '';
  return count > LIMITS.UNREAD_BADGE_CAP ? `${LIMITS.UNREAD_BADGE_CAP}+` : String(count);
}
