import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Header } from '@/components/layout/header';
import { SITE } from '@/contract/limits';
import { pageHead } from '@/lib/route-meta';
import { session } from '@/lib/session';
import { resetUnread, setUnreadSummary, setUnreadTasks, startAppBadge, unread } from '@/lib/unread';

import { student } from '../mocks/users';
import { renderWithApp, DocumentHeadRoot, renderRoutes } from './render';

beforeEach(() => resetUnread());
afterEach(() => {
  resetUnread();
  document.title = '';
});

function renderMessageRoute() {
  return renderRoutes(
    { '/message': { head: () => pageHead('MessageCenter'), component: () => <p>消息中心</p> } },
    { at: '/message', root: DocumentHeadRoot, bare: true },
  );
}

describe('the document title', () => {
  it('carries the unread total before the route’s title, capped at 99+, and drops it at 0', async () => {
    const title = `消息中心 - ${SITE.TITLE}`;
    renderMessageRoute();
    await waitFor(() => expect(document.title).toBe(title));
    act(() => setUnreadSummary({ chat: 2, notices: { '3': 1 }, total: 3 }));
    await waitFor(() => expect(document.title).toBe(`(3) ${title}`));
    act(() => setUnreadTasks(1));
    await waitFor(() => expect(document.title).toBe(`(4) ${title}`));
    act(() => setUnreadSummary({ chat: 150, notices: {}, total: 150 }));
    await waitFor(() => expect(document.title).toBe(`(99+) ${title}`));
    act(() => resetUnread());
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('the app icon badge', () => {
  it('shows the total with navigator.setAppBadge and clears it at 0', async () => {
    const setAppBadge = vi.fn(() => Promise.resolve());
    const clearAppBadge = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'setAppBadge', { value: setAppBadge, configurable: true });
    Object.defineProperty(navigator, 'clearAppBadge', { value: clearAppBadge, configurable: true });
    const stop = startAppBadge();
    try {
      expect(clearAppBadge).toHaveBeenCalledTimes(1);
      setUnreadSummary({ chat: 1, notices: { '10': 2 }, total: 3 });
      await waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(3));
      setUnreadTasks(2);
      await waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(5));
      resetUnread();
      await waitFor(() => expect(clearAppBadge).toHaveBeenCalledTimes(2));
      expect(setAppBadge).toHaveBeenCalledTimes(2);
    } finally {
      stop();
      Reflect.deleteProperty(navigator, 'setAppBadge');
      Reflect.deleteProperty(navigator, 'clearAppBadge');
    }
  });
});

describe('the header badge', () => {
  it('shows the total capped at 99+, and the dropdown splits it into 消息 and 任务 for a member', async () => {
    session.token = 'tok-1';
    session.user = { ...student, vipLevel: 'ONLINE' };
    setUnreadSummary({ chat: 120, notices: { '3': 5 }, total: 125 });
    setUnreadTasks(3);
    renderWithApp(() => <Header onLogout={() => undefined} />);
    const trigger = await screen.findByTestId('user-menu');
    expect(within(trigger).getByTestId('unread-badge').textContent).toBe('99+');
    fireEvent.click(trigger);
    const dropdown = await screen.findByTestId('user-dropdown');
    const message = within(dropdown).getByRole('menuitem', { name: /消息/ });
    expect(within(message).getByTestId('unread-badge').textContent).toBe('99+');
    const task = within(dropdown).getByRole('menuitem', { name: /任务/ });
    expect(within(task).getByTestId('unread-badge').textContent).toBe('3');
  });

  it('shows no badge at 0 and no task entry for a student who is not a member', async () => {
    session.token = 'tok-1';
    session.user = student;
    renderWithApp(() => <Header onLogout={() => undefined} />);
    const trigger = await screen.findByTestId('user-menu');
    expect(within(trigger).queryByTestId('unread-badge')).toBeNull();
    act(() => setUnreadSummary({ chat: 1, notices: {}, total: 1 }));
    await waitFor(() => expect(within(trigger).getByTestId('unread-badge').textContent).toBe('1'));
    expect(unread.tasks).toBe(0);
    fireEvent.click(trigger);
    const dropdown = await screen.findByTestId('user-dropdown');
    expect(within(dropdown).queryByRole('menuitem', { name: /任务/ })).toBeNull();
  });
});
