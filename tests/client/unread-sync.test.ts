import { act, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { API } from '@/contract/api';
import type { UnreadSummary } from '@/contract/chat';
import { LIMITS } from '@/contract/limits';
import type { CurrentUser } from '@/contract/user';
import { startUnreadSync, TASK_POLL_NAME } from '@/features/message-center/state/unread-sync';
import { APP_EVENTS, emitAppEvent } from '@/lib/events';
import { isPolling } from '@/lib/polling';
import { endSession, expireSession, saveSession, setNavigator } from '@/lib/session';
import { resetUnread, unread, unreadTotal } from '@/lib/unread';

import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';
import { chatMessage, closeFakeSockets, connectFakeSocket, noticeEvent } from './fake-socket-io';

vi.mock('socket.io-client', async () => (await import('./fake-socket-io')).socketIoModule);

const member: CurrentUser = { ...student, vipLevel: 'ADVISOR' };

/** The server's unread summary, changed by the test; every request is counted. */
let summary: UnreadSummary;
let summaryCalls = 0;
let taskCount = 0;
let taskCalls = 0;

beforeEach(() => {
  summary = { chat: 2, notices: { '3': 1 }, total: 3 };
  summaryCalls = 0;
  taskCount = 0;
  taskCalls = 0;
  resetUnread();
  setNavigator(vi.fn());
  server.use(
    mswHttp.get(API.notice.unreadSummary, () => {
      summaryCalls += 1;
      return ok(summary);
    }),
    mswHttp.get(API.task.unreadCount, () => {
      taskCalls += 1;
      return ok(taskCount);
    }),
  );
});

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  closeFakeSockets();
});

async function started(user = student) {
  await saveSession('tok-1', user);
  stop = startUnreadSync(user);
  await waitFor(() => expect(summaryCalls).toBe(1));
  await waitFor(() => expect(unread.messages).toBe(3));
}

describe('the unread counter fed by the server', () => {
  it('is fetched on start: chat, notices by type and their total', async () => {
    await started();
    expect(unread.chat).toBe(2);
    expect(unread.notices).toEqual({ '3': 1 });
    expect(unreadTotal(unread)).toBe(3);
  });

  it('follows a chat from someone else within 2 s, and ignores the user’s own sends', async () => {
    await started();
    const socket = await connectFakeSocket();
    await waitFor(() => expect(summaryCalls).toBe(2)); // connect (and every reconnect) asks again
    summary = { chat: 3, notices: { '3': 1 }, total: 4 };
    const sentAt = Date.now();
    socket.serverSends('chat', chatMessage({ id: 'm2', seq: 2 }));
    await waitFor(() => expect(unread.messages).toBe(4), { timeout: 2_000 });
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    expect(summaryCalls).toBe(3);

    socket.serverSends('chat', chatMessage({ id: 'm3', seq: 3, fromUserId: student.id }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(summaryCalls).toBe(3);
  });

  it('counts a socket notice at once, then confirms it with one summary request for a burst', async () => {
    await started();
    const socket = await connectFakeSocket();
    await waitFor(() => expect(summaryCalls).toBe(2));
    summary = { chat: 2, notices: { '3': 2, '10': 1 }, total: 5 };
    socket.serverSends('notice', noticeEvent({ id: 'n1', type: 3 }));
    socket.serverSends('notice', noticeEvent({ id: 'n2', type: 10 }));
    expect(unread.messages).toBe(5);
    expect(unread.notices).toEqual({ '3': 2, '10': 1 });
    await waitFor(() => expect(summaryCalls).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(summaryCalls).toBe(3);
  });

  it('asks again on UNREAD_CHECK and when the window gets the focus back', async () => {
    await started();
    summary = { chat: 0, notices: { '3': 1 }, total: 1 };
    act(() => emitAppEvent(APP_EVENTS.UNREAD_CHECK));
    await waitFor(() => expect(unread.messages).toBe(1));
    expect(unread.chat).toBe(0);

    summary = { chat: 0, notices: {}, total: 0 };
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(unread.messages).toBe(0));
    expect(summaryCalls).toBe(3);
  });

  it('goes back to 0 at logout and stops listening', async () => {
    await started();
    await endSession({ to: '/' });
    expect(unreadTotal(unread)).toBe(0);
    emitAppEvent(APP_EVENTS.UNREAD_CHECK);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(summaryCalls).toBe(1);
    expect(unread.messages).toBe(0);
  });
});

describe('task unread polling (service members, SPEC sections 4 and 9)', () => {
  it('polls nothing for a student who is not a service member', async () => {
    await started();
    expect(isPolling(TASK_POLL_NAME)).toBe(false);
    emitAppEvent(APP_EVENTS.TASK_CHECK);
    await new Promise((resolve) => setTimeout(resolve, LIMITS.TASK_CHECK_DELAY_MS + 100));
    expect(taskCalls).toBe(0);
    expect(unread.tasks).toBe(0);
  });

  it('polls every 20 s for a member, re-checks 250 ms after TASK_CHECK, and stops when the login expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    taskCount = 2;
    await started(member);
    await waitFor(() => expect(unread.tasks).toBe(2));
    expect(taskCalls).toBe(1);
    expect(isPolling(TASK_POLL_NAME)).toBe(true);
    expect(unreadTotal(unread)).toBe(5);

    taskCount = 4;
    await vi.advanceTimersByTimeAsync(LIMITS.TASK_UNREAD_POLL_MS);
    await waitFor(() => expect(unread.tasks).toBe(4));
    expect(taskCalls).toBe(2);

    taskCount = 1;
    emitAppEvent(APP_EVENTS.TASK_CHECK);
    await vi.advanceTimersByTimeAsync(LIMITS.TASK_CHECK_DELAY_MS - 50);
    expect(taskCalls).toBe(2);
    await vi.advanceTimersByTimeAsync(100);
    await waitFor(() => expect(unread.tasks).toBe(1));
    expect(taskCalls).toBe(3);

    await expireSession();
    expect(isPolling(TASK_POLL_NAME)).toBe(false);
    expect(unread.tasks).toBe(0);
    await vi.advanceTimersByTimeAsync(LIMITS.TASK_UNREAD_POLL_MS * 3);
    expect(taskCalls).toBe(3);
  });

  it('re-checks the task count 250 ms after a socket `task` (a task assigned by the counselor)', async () => {
    taskCount = 0;
    await started(member);
    await waitFor(() => expect(taskCalls).toBe(1));
    const socket = await connectFakeSocket();
    taskCount = 1;
    socket.serverSends('task', { taskId: 't1', userId: member.id, action: 'ASSIGNED' });
    await waitFor(() => expect(unread.tasks).toBe(1), { timeout: 2_000 });
    expect(taskCalls).toBe(2);
  });

  it('stops polling at logout', async () => {
    await started(member);
    expect(isPolling(TASK_POLL_NAME)).toBe(true);
    await endSession({ to: '/' });
    expect(isPolling(TASK_POLL_NAME)).toBe(false);
  });
});
