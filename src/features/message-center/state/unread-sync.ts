/**
 * Feeds the one unread counter (src/lib/unread.ts) from the server while a user is logged in (
 * "Unread"; SPEC sections 4 and 7). Started by the main layout route for the logged-in user, stopped when
 * the user changes or the session ends (logout, expiry: the counter is reset to 0 then).
 *
 * The unread summary (chat + notices by type) is fetched:
 * - at once on start, so the counter is right after a restart or a login;
 * - on socket connect (first connection and every reconnect: whatever came while away is counted);
 * - on a socket `chat` from someone else and on a socket `notice` (a notice is counted at once, the
 *   summary confirms it);
 * - on APP_EVENTS.UNREAD_CHECK (the chat dialog read a conversation, for instance);
 * - when the window gets the focus back or the page becomes visible.
 * Triggers within UNREAD_SYNC_DEBOUNCE_MS make one request, so the badge follows a new message well within
 * 2 s. Failures are silent (the next trigger asks again).
 *
 * Service members (vipLevel online or advisor) also poll the task unread count every 20 s (SPEC section 9)
 * in the `task-unread` polling loop, which src/lib/polling.ts stops at session end; APP_EVENTS.TASK_CHECK
 * re-checks it 250 ms later (SPEC section 4).
 */
import { isServiceMember } from '@/contract/code-tables';
import { LIMITS } from '@/contract/limits';
import { getTaskUnreadCount } from '@/features/message-center/api/get-task-unread-count';
import { getUnreadSummary } from '@/features/message-center/api/get-unread-summary';
import { APP_EVENTS, emitAppEvent, onAppEvent } from '@/lib/events';
import { startPolling, stopPolling } from '@/lib/polling';
import { onSessionEnd } from '@/lib/session';
import { onSocketEvent } from '@/lib/socket';
import { addUnreadNotice, resetUnread, setUnreadSummary, setUnreadTasks } from '@/lib/unread';

/** Triggers closer together than this make one summary request (ours). */
export const UNREAD_SYNC_DEBOUNCE_MS = 300;

export const TASK_POLL_NAME = 'task-unread';

export interface UnreadSyncUser {
  id: string;
  vipLevel: string | null | undefined;
}

/** Starts feeding the counter for `user`; returns the stop function. */
export function startUnreadSync(user: UnreadSyncUser): () => void {
  let stopped = false;
  let debounce: ReturnType<typeof setTimeout> | null = null;
  let inflight: AbortController | null = null;
  const taskTimers = new Set<ReturnType<typeof setTimeout>>();

  const refresh = async () => {
    debounce = null;
    inflight?.abort();
    const controller = new AbortController();
    inflight = controller;
    try {
      const summary = await getUnreadSummary(controller.signal);
      if (!stopped && !controller.signal.aborted) setUnreadSummary(summary);
    } catch {
      // silent: the next trigger asks again
    }
  };
  const schedule = () => {
    if (stopped) return;
    if (debounce !== null) clearTimeout(debounce);
    debounce = setTimeout(() => void refresh(), UNREAD_SYNC_DEBOUNCE_MS);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') schedule();
  };

  const offs = [
    onSocketEvent('connect', schedule),
    onSocketEvent('chat', (message) => {
      if (message.fromUserId !== user.id) schedule();
    }),
    onSocketEvent('notice', (notice) => {
      if (notice.userId !== user.id || notice.isRead) return;
      addUnreadNotice(notice.type);
      schedule();
    }),
    onAppEvent(APP_EVENTS.UNREAD_CHECK, schedule),
  ];
  window.addEventListener('focus', schedule);
  document.addEventListener('visibilitychange', onVisible);

  if (isServiceMember(user.vipLevel)) {
    const checkTasks = async () => {
      try {
        const count = await getTaskUnreadCount();
        if (!stopped) setUnreadTasks(count);
      } catch {
        // silent: the next poll asks again
      }
    };
    startPolling(TASK_POLL_NAME, checkTasks, LIMITS.TASK_UNREAD_POLL_MS);
    offs.push(
      // a task assigned or withdrawn by the counselor: the same 250 ms re-check as a check-task event
      onSocketEvent('task', (event) => {
        if (event.userId === user.id) emitAppEvent(APP_EVENTS.TASK_CHECK);
      }),
      onAppEvent(APP_EVENTS.TASK_CHECK, () => {
        const timer = setTimeout(() => {
          taskTimers.delete(timer);
          void checkTasks();
        }, LIMITS.TASK_CHECK_DELAY_MS);
        taskTimers.add(timer);
      }),
    );
  } else {
    setUnreadTasks(0);
  }

  const stop = () => {
    if (stopped) return;
    stopped = true;
    offSessionEnd();
    if (debounce !== null) clearTimeout(debounce);
    for (const timer of taskTimers) clearTimeout(timer);
    inflight?.abort();
    offs.forEach((off) => off());
    window.removeEventListener('focus', schedule);
    document.removeEventListener('visibilitychange', onVisible);
    stopPolling(TASK_POLL_NAME);
  };
  // logout and expiry stop it at once, whoever started it, and the counter goes back to 0
  const offSessionEnd = onSessionEnd(() => {
    stop();
    resetUnread();
  });

  void refresh();
  return stop;
}
