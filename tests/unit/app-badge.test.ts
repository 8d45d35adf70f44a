import { describe, expect, it, vi } from 'vitest';

import { resetUnread, setUnreadMessages, setUnreadTasks, startAppBadge } from '@/lib/unread';

describe('the app icon badge', () => {
  it('shows the unread total on the installed app icon, capped at 99, and clears it at zero', async () => {
    const setAppBadge = vi.fn(() => Promise.resolve());
    const clearAppBadge = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { setAppBadge, clearAppBadge });
    const stop = startAppBadge();
    setUnreadMessages(3);
    setUnreadTasks(2);
    await vi.waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(5));
    setUnreadMessages(250);
    await vi.waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(99));
    resetUnread();
    await vi.waitFor(() => expect(clearAppBadge).toHaveBeenCalled());
    stop();
  });
});
