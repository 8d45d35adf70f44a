import { beforeEach, describe, expect, it, vi } from 'vitest';

import { isPolling, startPolling, stopAllPolling, stopPolling } from '@/lib/polling';
import { endSession, saveSession, setNavigator } from '@/lib/session';

import { student } from '../mocks/users';

beforeEach(() => {
  vi.useFakeTimers();
  stopAllPolling();
});

describe('polling', () => {
  it('runs at once and then every interval', async () => {
    const fn = vi.fn();
    startPolling('task-unread', fn, 20_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it('never overlaps a slow run', async () => {
    let running = 0;
    let overlapped = false;
    startPolling(
      'slow',
      async () => {
        running += 1;
        if (running > 1) overlapped = true;
        await new Promise((resolve) => setTimeout(resolve, 50_000));
        running -= 1;
      },
      20_000,
    );
    await vi.advanceTimersByTimeAsync(200_000);
    expect(overlapped).toBe(false);
  });

  it('keeps going after a failed run', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fn = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    startPolling('flaky', fn, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('stops by name, and restarting a name replaces the loop', async () => {
    const first = vi.fn();
    const second = vi.fn();
    startPolling('task-unread', first, 1_000);
    startPolling('task-unread', second, 1_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(4);
    stopPolling('task-unread');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(second).toHaveBeenCalledTimes(4);
    expect(isPolling('task-unread')).toBe(false);
  });

  it('stops every loop when the session ends', async () => {
    // IndexedDB (wiped at logout) schedules with real timers
    vi.useRealTimers();
    await saveSession('tok-1', student);
    setNavigator(vi.fn());
    const fn = vi.fn();
    startPolling('task-unread', fn, 10);
    startPolling('notices', fn, 10);
    await endSession({ to: '/' });
    const calls = fn.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(fn.mock.calls.length).toBe(calls);
    expect(isPolling('task-unread') || isPolling('notices')).toBe(false);
  });
});
