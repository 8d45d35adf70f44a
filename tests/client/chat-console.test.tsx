/** The staff console: the guard, replies written as the account, the notice form. */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { API } from '@/contract/api';
import { CHAT_TEXT, type ChatFriend, type ConsoleStudent, type StaffAccount } from '@/contract/chat';
import { HEADERS } from '@/contract/limits';
import { CHAT_UI_TEXT } from '@/contract/ui-text';
import { resetChat } from '@/features/chat/state/chat-actions';
import { ConsolePage } from '@/features/console/components/console-page';
import { flush, stopOutbox } from '@/lib/outbox';
import { endSession, session, setNavigator } from '@/lib/session';
import type * as SocketModule from '@/lib/socket';
import { consoleParts } from '@/routes/-console-parts';
import { Route as ConsoleRoute } from '@/routes/console';

import { message } from '../mocks/chat';
import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { recordToasts } from '../mocks/toasts';
import { student } from '../mocks/users';
import { renderWithApp } from './render';

vi.mock('@/lib/socket', async (importOriginal) => {
  const actual = await importOriginal<typeof SocketModule>();
  return {
    ...actual,
    connectSocket: () => Promise.resolve(),
    onSocketEvent: (() => () => undefined) as typeof actual.onSocketEvent,
  };
});

const staff = { ...student, id: 'staff-1', nameCn: '客服小王', staffRole: 'PLATFORM_SERVICE' as const };
const ACCOUNT: StaffAccount = {
  accountId: 'acc-1',
  kind: 'PLATFORM',
  nameCn: '平台客服',
  nickname: null,
  headportraitPreviewUrl: null,
  orgNameCn: null,
};
const CONVERSATION: ChatFriend = {
  conversationId: 'room-1',
  friendId: 'u-1001',
  accountId: 'acc-1',
  accountKind: 'PLATFORM',
  nameCn: '李明轩',
  nickname: '明轩',
  headportraitPreviewUrl: null,
  orgNameCn: null,
  lastMessage: {
    msgType: 'text',
    message: '请问怎么申请',
    sendTime: '2025-01-01T00:01:00.000Z',
    fromUserId: 'u-1001',
  },
  unreadCount: 2,
  lastSeq: 1,
};
const STUDENT: ConsoleStudent = {
  id: 'u-1001',
  nameCn: '李明轩',
  nickname: '明轩',
  headportraitPreviewUrl: null,
  mobile: '138****5678',
  serviceType: 'DIY',
  vipLevel: 'NONE',
  studyIntentionType: '02',
  schoolName: '北京大学',
  gradeType: null,
  educationSystem: null,
  abroadCountry: '英国',
  universities: [{ universityId: 'un-1', nameCn: '帝国理工学院', nameEn: null, matchingStateName: '冲刺' }],
};

function serveConsole() {
  const sends: { body: Record<string, unknown>; key: string | null }[] = [];
  const notices: unknown[] = [];
  server.use(
    mswHttp.get(API.console.accounts, () => ok([ACCOUNT])),
    mswHttp.get(API.chat.friends, () => ok([CONVERSATION])),
    mswHttp.post(API.chat.friendMessages, () =>
      ok([message(1, { fromUserId: 'u-1001', toUserId: 'acc-1', message: '请问怎么申请' })]),
    ),
    mswHttp.get(API.chat.setRead, () => ok({ chat: 0, notices: {}, total: 0 })),
    mswHttp.get(API.console.student, () => ok(STUDENT)),
    mswHttp.post(API.chat.send, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sends.push({ body, key: request.headers.get(HEADERS.IDEMPOTENCY) });
      return ok(
        message(2, {
          id: 's-2',
          fromUserId: 'acc-1',
          toUserId: 'u-1001',
          message: String(body.message),
          clientMsgId: String(body.clientMsgId),
        }),
      );
    }),
  );
  return { sends, notices };
}

beforeEach(() => {
  session.token = 'tok-1';
  session.user = staff;
  setNavigator(() => undefined);
});

afterEach(async () => {
  stopOutbox();
  resetChat();
  session.user = null;
  await flush();
});

async function openConversation() {
  renderWithApp(() => <ConsolePage parts={consoleParts} />);
  const row = await screen.findByTestId('console-conversation');
  expect(row.textContent).toContain('李明轩');
  expect(row.textContent).toContain('请问怎么申请');
  expect(screen.getByTestId('console-unread').textContent).toBe('2');
  await act(async () => {
    fireEvent.click(row);
  });
  await screen.findByTestId('console-student');
}

describe('console guard', () => {
  it('sends a visitor to the login page with the console as redirect', () => {
    session.user = null;
    session.token = null;
    const beforeLoad = ConsoleRoute.options.beforeLoad as (ctx: { location: { href: string } }) => void;
    let thrown: unknown;
    try {
      beforeLoad({ location: { href: '/console' } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ options: { to: '/login', search: { redirect: '/console' } } });
  });

  it('shows 403 to a logged-in user without a staff role', async () => {
    session.user = student;
    const Component = ConsoleRoute.options.component as () => React.ReactNode;
    renderWithApp(() => <Component />);
    expect(await screen.findByTestId('error-403')).toBeTruthy();
  });
});

describe('console', () => {
  it('lists the conversation, shows the student beside it and replies as the account', async () => {
    const { sends } = serveConsole();
    await openConversation();
    const panel = screen.getByTestId('console-student');
    expect(panel.textContent).toContain('138****5678');
    expect(panel.textContent).toContain(CHAT_UI_TEXT.console.labels.mobile);
    expect(screen.getByTestId('console-universities').textContent).toContain('帝国理工学院');
    await waitFor(() => expect(screen.queryByTestId('console-unread')).toBeNull());
    const box = screen.getByRole('textbox', { name: CHAT_TEXT.PLACEHOLDER });
    fireEvent.change(box, { target: { value: '您好，这里是平台客服' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: CHAT_TEXT.SEND }));
    });
    await waitFor(() => expect(sends).toHaveLength(1));
    expect(sends[0]?.body).toMatchObject({
      fromUserId: 'acc-1',
      toUserId: 'u-1001',
      message: '您好，这里是平台客服',
    });
    await waitFor(() => {
      const own = screen.getAllByTestId('chat-message').filter((b) => b.dataset.own === 'true');
      expect(own.map((b) => b.dataset.delivery)).toEqual(['sent']);
    });
  });

  it("shows the own reply as the conversation's last message in the list, pending and once stored", async () => {
    serveConsole();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mswHttp.post(API.chat.send, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        await gate;
        return ok(
          message(2, {
            id: 's-2',
            fromUserId: 'acc-1',
            toUserId: 'u-1001',
            message: String(body.message),
            clientMsgId: String(body.clientMsgId),
            sendTime: new Date().toISOString(),
          }),
        );
      }),
    );
    await openConversation();
    const box = screen.getByRole('textbox', { name: CHAT_TEXT.PLACEHOLDER });
    fireEvent.change(box, { target: { value: '材料已收到' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: CHAT_TEXT.SEND }));
    });
    const row = () => screen.getByTestId('console-conversation');
    try {
      // at once, while the reply waits in the outbox
      await waitFor(() => expect(row().textContent).toContain('材料已收到'));
      expect(row().textContent).not.toContain('请问怎么申请');
    } finally {
      release();
    }
    await waitFor(() => {
      const own = screen.getAllByTestId('chat-message').filter((b) => b.dataset.own === 'true');
      expect(own.map((b) => b.dataset.delivery)).toEqual(['sent']);
    });
    expect(row().textContent).toContain('材料已收到');
    expect(row().textContent).not.toContain('请问怎么申请');
    const time = new Date().toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' });
    expect(row().textContent).toContain(time);
  });

  it('a reply still out at logout is not shown as 已发送 to the next staff member of the account', async () => {
    serveConsole();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sends: unknown[] = [];
    server.use(
      mswHttp.post(API.chat.send, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sends.push(body);
        await gate;
        return ok(
          message(2, {
            id: 's-2',
            fromUserId: 'acc-1',
            toUserId: 'u-1001',
            message: String(body.message),
            clientMsgId: String(body.clientMsgId),
          }),
        );
      }),
    );
    await openConversation();
    fireEvent.change(screen.getByRole('textbox', { name: CHAT_TEXT.PLACEHOLDER }), {
      target: { value: '上一位客服的回复' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: CHAT_TEXT.SEND }));
    });
    await waitFor(() => expect(sends).toHaveLength(1));
    await act(async () => {
      await endSession({ to: '/login' });
    });
    cleanup();
    // another staff member of the same account logs in on this device and opens the same conversation
    session.token = 'tok-2';
    session.user = { ...staff, id: 'staff-2', nameCn: '客服小张' };
    await openConversation();
    // only now does the server answer the first staff member's reply
    release();
    await act(async () => {
      await flush();
    });
    expect(screen.queryByText(CHAT_TEXT.SENT)).toBeNull();
  });

  it('keeps the notice form input and shows the error when sending fails; clears it on success', async () => {
    serveConsole();
    const toasts = recordToasts();
    const bodies: unknown[] = [];
    let failNext = true;
    server.use(
      mswHttp.post(API.console.notice, async ({ request }) => {
        bodies.push(await request.json());
        if (failNext) return fail(410, '标题过长');
        return ok({
          id: 'n-1',
          userId: 'u-1001',
          type: 10,
          title: 't',
          content: 'c',
          link: null,
          isRead: false,
          createTime: '2025-01-01T00:00:00.000Z',
          senderName: '客服小王',
        });
      }),
    );
    await openConversation();
    const form = screen.getByTestId('console-notice-form');
    const title = form.querySelector('input') as HTMLInputElement;
    const content = form.querySelector('textarea') as HTMLTextAreaElement;
    fireEvent.change(title, { target: { value: '申请材料提醒' } });
    fireEvent.change(content, { target: { value: '请在本周内上传成绩单。' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: CHAT_UI_TEXT.console.notice.submit }));
    });
    await waitFor(() => expect(form.textContent).toContain('标题过长'));
    expect(title.value).toBe('申请材料提醒');
    expect(content.value).toBe('请在本周内上传成绩单。');
    expect(bodies[0]).toMatchObject({ userId: 'u-1001', type: 10, title: '申请材料提醒' });
    failNext = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: CHAT_UI_TEXT.console.notice.submit }));
    });
    await waitFor(() => expect(toasts.messages()).toContain(CHAT_UI_TEXT.console.notice.sent));
    expect(title.value).toBe('');
  });
});
