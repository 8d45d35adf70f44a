import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mswHttp } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { API } from '@/contract/api';
import { CHAT_TEXT, type ChatFriend, type Notice, type NoticePageBody } from '@/contract/chat';
import { MESSAGE_CENTER_TEXT } from '@/contract/ui-text';
import { MessageCenter, type MessageCenterSearch } from '@/features/message-center/components/message-center';
import { APP_EVENTS, emitAppEvent, onAppEvent, type OpenChatDetail } from '@/lib/events';
import { saveSession, setNavigator } from '@/lib/session';
import { resetUnread, setUnreadSummary, unread } from '@/lib/unread';

import { ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';
import { chatMessage, closeFakeSockets, connectFakeSocket, noticeEvent } from './fake-socket-io';
import { renderRoutes } from './render';

vi.mock('socket.io-client', async () => (await import('./fake-socket-io')).socketIoModule);

function friend(id: string, over: Partial<ChatFriend> = {}): ChatFriend {
  return {
    conversationId: `c-${id}`,
    friendId: `acc-${id}`,
    accountId: `acc-${id}`,
    accountKind: 'ORG',
    nameCn: `联系人${id}`,
    nickname: null,
    headportraitPreviewUrl: null,
    orgNameCn: `机构${id}`,
    lastMessage: {
      msgType: 'text',
      message: `消息${id}`,
      sendTime: '2026-03-01T08:00:00.000Z',
      fromUserId: `acc-${id}`,
    },
    unreadCount: 0,
    lastSeq: 1,
    ...over,
  };
}

function notice(id: string, over: Partial<Notice> = {}): Notice {
  return {
    id,
    userId: student.id,
    type: 3,
    title: `通知${id}`,
    content: `内容${id}`,
    link: null,
    isRead: false,
    createTime: '2026-03-01T08:00:00.000Z',
    senderName: null,
    ...over,
  };
}

/** /message with the search kept in state, and any other path for links to land on. */
function renderMessageCenter(initial: MessageCenterSearch = {}) {
  function Harness() {
    const [search, setSearch] = useState<MessageCenterSearch>(initial);
    return (
      <MessageCenter
        tab={search.tab ?? 'chat'}
        type={search.type}
        page={search.page ?? 1}
        onSearch={setSearch}
      />
    );
  }
  return renderRoutes({ '/message': Harness, $: () => <p>目标页</p> }, { at: '/message' });
}

beforeEach(async () => {
  resetUnread();
  setNavigator(vi.fn());
  await saveSession('tok-1', student);
});
afterEach(() => closeFakeSockets());

describe('私信', () => {
  it('lists conversations newest first with name, organization, preview, time and unread count capped at 99+', async () => {
    server.use(
      mswHttp.get(API.chat.friends, () =>
        ok([
          friend('1', {
            lastMessage: {
              msgType: 'image',
              message: '/files/x',
              sendTime: '2026-03-01T08:00:00.000Z',
              fromUserId: 'acc-1',
            },
            unreadCount: 150,
          }),
          friend('2', {
            nameCn: null,
            nickname: '小王老师',
            orgNameCn: null,
            accountKind: 'COUNSELOR',
            lastMessage: {
              msgType: 'order',
              message: JSON.stringify({
                id: 'o1',
                orderNo: 'NO1',
                fee: 100,
                payStatus: '0',
                orderStatus: '1',
              }),
              sendTime: '2026-03-03T08:00:00.000Z',
              fromUserId: 'acc-2',
            },
            unreadCount: 2,
          }),
          friend('3', {
            lastMessage: {
              msgType: 'order',
              message: JSON.stringify({
                id: 'o2',
                orderNo: 'NO2',
                fee: 100,
                payStatus: '1',
                orderStatus: '2',
              }),
              sendTime: '2026-02-01T08:00:00.000Z',
              fromUserId: 'acc-3',
            },
          }),
          friend('4', {
            lastMessage: {
              msgType: 'text',
              message: '好的，\n明天见',
              sendTime: '2026-03-02T08:00:00.000Z',
              fromUserId: student.id,
            },
          }),
          friend('5', {
            nameCn: null,
            nickname: null,
            accountKind: 'PLATFORM',
            orgNameCn: null,
            lastMessage: null,
          }),
        ]),
      ),
    );
    renderMessageCenter();
    const rows = await screen.findAllByTestId('conversation');
    expect(rows.map((row) => within(row).getByTestId('conversation-name').textContent)).toEqual([
      '小王老师',
      '联系人4',
      '联系人1',
      '联系人3',
      '平台客服',
    ]);
    expect(rows.map((row) => within(row).getByTestId('conversation-preview').textContent)).toEqual([
      CHAT_TEXT.ORDER_UNPAID,
      '好的， 明天见',
      MESSAGE_CENTER_TEXT.imagePreview,
      CHAT_TEXT.ORDER_PAID,
      MESSAGE_CENTER_TEXT.noMessageYet,
    ]);
    expect(within(rows[2]!).getByTestId('conversation-org').textContent).toBe('机构1');
    expect(within(rows[2]!).getByTestId('conversation-unread').textContent).toBe('99+');
    expect(within(rows[0]!).getByTestId('conversation-unread').textContent).toBe('2');
    expect(within(rows[3]!).queryByTestId('conversation-unread')).toBeNull();
    expect(within(rows[2]!).getByText('3月1日')).toBeTruthy();
  });

  it('opens the chat dialog with the other party on a click', async () => {
    server.use(mswHttp.get(API.chat.friends, () => ok([friend('1')])));
    const opened: OpenChatDetail[] = [];
    const off = onAppEvent<OpenChatDetail>(APP_EVENTS.OPEN_CHAT, (detail) => opened.push(detail));
    renderMessageCenter();
    fireEvent.click(await screen.findByTestId('conversation'));
    off();
    expect(opened).toEqual([{ friendId: 'acc-1' }]);
  });

  it('says what will appear when there is no conversation, and offers platform customer service', async () => {
    server.use(mswHttp.get(API.chat.friends, () => ok([])));
    const platform = vi.fn();
    const off = onAppEvent(APP_EVENTS.OPEN_PLATFORM_CHAT, platform);
    renderMessageCenter();
    expect(await screen.findByText(MESSAGE_CENTER_TEXT.chatEmptyTitle)).toBeTruthy();
    expect(screen.getByText('与平台客服、机构或顾问的对话会显示在这里。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MESSAGE_CENTER_TEXT.contactService }));
    off();
    expect(platform).toHaveBeenCalledTimes(1);
  });

  it('reloads on a socket chat and on UNREAD_CHECK', async () => {
    let unreadCount = 0;
    let calls = 0;
    server.use(
      mswHttp.get(API.chat.friends, () => {
        calls += 1;
        return ok([friend('1', { unreadCount })]);
      }),
    );
    renderMessageCenter();
    const row = await screen.findByTestId('conversation');
    expect(within(row).queryByTestId('conversation-unread')).toBeNull();
    const socket = await connectFakeSocket();
    unreadCount = 1;
    socket.serverSends('chat', chatMessage({ fromUserId: 'acc-1', message: '新消息' }));
    socket.serverSends('chat', chatMessage({ id: 'm2', seq: 2, fromUserId: 'acc-1', message: '新消息2' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('conversation')).getByTestId('conversation-unread').textContent).toBe(
        '1',
      ),
    );
    const afterChat = calls;
    expect(afterChat).toBeLessThanOrEqual(3); // first load, then one reload for connect and the burst
    unreadCount = 0;
    act(() => emitAppEvent(APP_EVENTS.UNREAD_CHECK));
    await waitFor(() =>
      expect(within(screen.getByTestId('conversation')).queryByTestId('conversation-unread')).toBeNull(),
    );
    expect(calls).toBe(afterChat + 1);
  });

  it('shows the offline state when the list cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mswHttp.get(API.chat.friends, () => HttpResponse.error()));
    renderMessageCenter();
    expect(await screen.findByText('当前离线，暂时无法加载')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('系统通知', () => {
  function noticeServer(pages: (body: NoticePageBody) => Notice[], bodies: NoticePageBody[] = []) {
    const reads: unknown[] = [];
    server.use(
      mswHttp.post(API.notice.page, async ({ request }) => {
        const body = (await request.json()) as NoticePageBody;
        bodies.push(body);
        const list = pages(body);
        return ok({ list, total: list.length, pageIndex: body.pageIndex ?? 1, pageSize: body.size ?? 10 });
      }),
      mswHttp.post(API.notice.updateRead, async ({ request }) => {
        reads.push(await request.json());
        return ok({ chat: 0, notices: {}, total: 0 });
      }),
    );
    return { bodies, reads };
  }

  it('switches tabs, and filters by type: the request carries the user, size, type and page', async () => {
    server.use(mswHttp.get(API.chat.friends, () => ok([])));
    const { bodies } = noticeServer((body) => [notice(`n${body.type ?? 'all'}`, { type: body.type ?? 10 })]);
    renderMessageCenter();
    await screen.findByText(MESSAGE_CENTER_TEXT.chatEmptyTitle);
    fireEvent.click(screen.getByRole('tab', { name: /系统通知/ }));
    expect(await screen.findByText('通知nall')).toBeTruthy();
    expect(bodies[0]).toEqual({ userId: student.id, size: 10, pageIndex: 1 });

    const chips = screen.getByTestId('notice-types');
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['全部', '留学圈', '院校参观', '录取', '申请', '院校', '系统通知']);
    fireEvent.click(within(chips).getByRole('button', { name: '录取' }));
    expect(await screen.findByText('通知n3')).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ userId: student.id, size: 10, type: 3, pageIndex: 1 });
    expect(within(chips).getByRole('button', { name: '录取' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('marks unread notices, and a click marks one read and follows its link', async () => {
    setUnreadSummary({ chat: 0, notices: { '3': 1 }, total: 1 });
    const { reads } = noticeServer(() => [
      notice('a', { link: '/school/activity/detail?id=act-1' }),
      notice('b', { isRead: true }),
    ]);
    const router = renderMessageCenter({ tab: 'notice' });
    const [first, second] = await screen.findAllByTestId('notice');
    expect(first!.getAttribute('data-read')).toBe('false');
    expect(within(first!).getByRole('img', { name: MESSAGE_CENTER_TEXT.unread })).toBeTruthy();
    expect(second!.getAttribute('data-read')).toBe('true');
    expect(within(second!).queryByTestId('notice-unread-dot')).toBeNull();

    fireEvent.click(first!);
    await waitFor(() => expect(reads).toEqual([{ ids: ['a'] }]));
    await waitFor(() => expect(router.state.location.href).toBe('/school/activity/detail?id=act-1'));
    expect(await screen.findByText('目标页')).toBeTruthy();
    await waitFor(() => expect(unread.messages).toBe(0));
  });

  it('marks a notice without a link read and stays; a read one sends nothing', async () => {
    const { reads } = noticeServer(() => [notice('a'), notice('b', { isRead: true })]);
    const router = renderMessageCenter({ tab: 'notice' });
    const [first, second] = await screen.findAllByTestId('notice');
    fireEvent.click(first!);
    await waitFor(() => expect(first!.getAttribute('data-read')).toBe('true'));
    fireEvent.click(second!);
    await waitFor(() => expect(reads).toEqual([{ ids: ['a'] }]));
    expect(router.state.location.pathname).toBe('/message');
  });

  it('全部标为已读 marks every notice of the current type read', async () => {
    let read = false;
    const bodies: NoticePageBody[] = [];
    const { reads } = noticeServer(
      () => [notice('a', { type: 4, isRead: read }), notice('b', { type: 4, isRead: read })],
      bodies,
    );
    server.use(
      mswHttp.post(API.notice.updateRead, async ({ request }) => {
        reads.push(await request.json());
        read = true;
        return ok({ chat: 1, notices: {}, total: 1 });
      }),
    );
    setUnreadSummary({ chat: 1, notices: { '4': 2 }, total: 3 });
    renderMessageCenter({ tab: 'notice', type: 4 });
    await screen.findAllByTestId('notice');
    expect(screen.getAllByTestId('notice-unread-dot')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: MESSAGE_CENTER_TEXT.markAllRead }));
    await waitFor(() => expect(screen.queryAllByTestId('notice-unread-dot')).toHaveLength(0));
    expect(reads).toEqual([{ type: 4 }]);
    expect(unread.messages).toBe(1);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(screen.getByRole('button', { name: MESSAGE_CENTER_TEXT.markAllRead })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it.each([
    [undefined, MESSAGE_CENTER_TEXT.noticeEmpty.all],
    [1, MESSAGE_CENTER_TEXT.noticeEmpty[1]],
    [2, MESSAGE_CENTER_TEXT.noticeEmpty[2]],
    [3, '录取结果和录取通知会显示在这里。'],
    [4, MESSAGE_CENTER_TEXT.noticeEmpty[4]],
    [5, MESSAGE_CENTER_TEXT.noticeEmpty[5]],
    [10, MESSAGE_CENTER_TEXT.noticeEmpty[10]],
  ] as const)('says what will appear for type %s when empty', async (type, text) => {
    noticeServer(() => []);
    renderMessageCenter({ tab: 'notice', type });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText(MESSAGE_CENTER_TEXT.noticeEmptyTitle)).toBeTruthy();
  });

  it('puts a notice from the socket at the top of the first page, of the matching type only', async () => {
    noticeServer(() => [notice('old')]);
    renderMessageCenter({ tab: 'notice', type: 3 });
    await screen.findByText('通知old');
    const socket = await connectFakeSocket();
    act(() => socket.serverSends('notice', noticeEvent({ id: 'n-new', type: 3, title: '新的录取通知' })));
    act(() => socket.serverSends('notice', noticeEvent({ id: 'n-other', type: 1, title: '留学圈回复' })));
    await waitFor(() =>
      expect(screen.getAllByTestId('notice-title').map((t) => t.textContent)).toEqual([
        '新的录取通知',
        '通知old',
      ]),
    );
  });

  it('shows the tab counts from the unread counter', async () => {
    server.use(mswHttp.get(API.chat.friends, () => ok([])));
    setUnreadSummary({ chat: 4, notices: { '3': 2, '10': 1 }, total: 7 });
    renderMessageCenter({ tab: 'chat' });
    const chatTab = await screen.findByRole('tab', { name: /私信/ });
    expect(within(chatTab).getByTestId('tab-unread').textContent).toBe('4');
    const noticeTab = screen.getByRole('tab', { name: /系统通知/ });
    expect(within(noticeTab).getByTestId('tab-unread').textContent).toBe('3');
  });
});
