/** The student's chat dialog against msw: header, welcome, the send pipeline through the outbox, the socket. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { Provider } from '@/components/ui/provider';
import { API } from '@/contract/api';
import { CHAT_TEXT, type ChatMessage } from '@/contract/chat';
import { HEADERS } from '@/contract/limits';
import ChatDialog from '@/features/chat/components/chat-dialog';
import { ChatHost } from '@/features/chat/components/chat-host';
import { APP_EVENTS, emitAppEvent, onAppEvent } from '@/lib/events';
import { entries, flush } from '@/lib/outbox';

import { message, platformFriend } from '../mocks/chat';
import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';
import indexHtml from '../../index.html?raw';
import { renderWithApp } from './render';
import { findWithText, openGate, useOutboxSession } from './outbox-session';
import { fireSocket } from './socket-stub';

vi.mock('@/lib/socket', async (importOriginal) => (await import('./socket-stub')).stubSocket(importOriginal));

const FRIEND = platformFriend({
  nameCn: null,
  nickname: '小留客服',
  orgNameCn: '留学平台',
  unreadCount: 1,
  lastSeq: 1,
});

interface Sent {
  body: { fromUserId: string; toUserId: string; message: string; msgType: string; clientMsgId: string };
  key: string | null;
}

function stored(body: Sent['body'], seq: number): ChatMessage {
  return message(seq, {
    id: `s-${seq}`,
    fromUserId: body.fromUserId,
    toUserId: body.toUserId,
    message: body.message,
    clientMsgId: body.clientMsgId,
  });
}

function serveConversation(history: ChatMessage[] = [message(1, { message: '历史消息' })]) {
  const reads: string[] = [];
  server.use(
    mswHttp.get(API.chat.platformService, () =>
      ok({
        id: 'acc-1',
        nameCn: null,
        nickname: '小留客服',
        headportraitPreviewUrl: null,
        orgNameCn: '留学平台',
      }),
    ),
    mswHttp.get(API.chat.clickPrivate, () => ok(FRIEND)),
    mswHttp.post(API.chat.friendMessages, () => ok(history)),
    mswHttp.get(API.chat.setRead, ({ request }) => {
      reads.push(new URL(request.url).searchParams.get('privateUserId') ?? '');
      return ok({ chat: 0, notices: {}, total: 0 });
    }),
  );
  return reads;
}

/** Answers sends with the script's answers in turn (then: stored), recording each request. */
function serveSend(...script: ((sent: Sent, n: number) => Response | Promise<Response>)[]) {
  const sent: Sent[] = [];
  server.use(
    mswHttp.post(API.chat.send, async ({ request }) => {
      const row: Sent = {
        body: (await request.json()) as Sent['body'],
        key: request.headers.get(HEADERS.IDEMPOTENCY),
      };
      sent.push(row);
      const answer = script.shift();
      return answer ? answer(row, sent.length) : ok(stored(row.body, 10 + sent.length));
    }),
  );
  return sent;
}

function openDialog() {
  return render(
    <Provider>
      <ChatDialog request={{ kind: 'platform', nonce: 1 }} onClose={() => undefined} />
    </Provider>,
  );
}

async function type(text: string) {
  const box = await screen.findByRole('textbox', { name: CHAT_TEXT.PLACEHOLDER });
  await waitFor(() => expect(screen.getByRole('button', { name: CHAT_TEXT.SEND })).toBeTruthy());
  fireEvent.change(box, { target: { value: text } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: CHAT_TEXT.SEND }));
  });
}

const bubbles = () => screen.queryAllByTestId('chat-message');
/** The bubbles showing this text (the textarea may still hold it too). */
const bubblesWith = (text: string) => bubbles().filter((b) => b.textContent?.includes(text));
const bubbleWith = (text: string) => findWithText(bubbles, text);

useOutboxSession({ user: student });

describe('chat dialog', () => {
  it('shows the account in the header, the welcome record first, then the history, and marks it read', async () => {
    const reads = serveConversation();
    const unread = vi.fn();
    const off = onAppEvent(APP_EVENTS.UNREAD_CHECK, unread);
    openDialog();
    await bubbleWith('历史消息');
    expect(screen.getByTestId('chat-peer-name').textContent).toBe('小留客服');
    expect(screen.getByTestId('chat-peer-org').textContent).toBe('留学平台');
    await waitFor(() => expect(bubbles()[0]?.textContent).toContain(CHAT_TEXT.WELCOME));
    expect(bubbles().at(-1)?.textContent).toContain('历史消息');
    expect(bubbles()[0]?.dataset.own).toBe('false');
    await waitFor(() => expect(reads).toEqual(['acc-1']));
    await waitFor(() => expect(unread).toHaveBeenCalled());
    off();
  });

  it('shows a send at once as 发送中, then the stored message as 已发送; clientMsgId is the Idempotency-Key', async () => {
    serveConversation();
    const { gate, release } = openGate();
    const sent = serveSend(async (row) => {
      await gate;
      return ok(stored(row.body, 2));
    });
    openDialog();
    await bubbleWith('历史消息');
    await type('你好，我想咨询');
    const pending = await bubbleWith('你好，我想咨询');
    expect(within(pending).getByTestId('chat-delivery').textContent).toBe(CHAT_TEXT.SENDING);
    release();
    await waitFor(() => {
      const [stored] = bubblesWith('你好，我想咨询');
      expect(stored?.dataset.delivery).toBe('sent');
      expect(stored && within(stored).getByTestId('chat-delivery').textContent).toBe(CHAT_TEXT.SENT);
    });
    // the history keeps no delivery state
    expect(within(await bubbleWith('历史消息')).queryByTestId('chat-delivery')).toBeNull();
    expect(screen.getAllByTestId('chat-delivery')).toHaveLength(1);
    expect(bubblesWith('你好，我想咨询')).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ fromUserId: student.id, toUserId: 'acc-1', msgType: 'text' });
    expect(sent[0]?.body.clientMsgId).toBe(sent[0]?.key);
  });

  it('shows 发送失败 with 重试 on a rejection; 重试 sends the same message id again, once stored it shows once', async () => {
    serveConversation();
    const sent = serveSend(() => fail(410, '消息内容不合法'));
    openDialog();
    await bubbleWith('历史消息');
    await type('第一次');
    await waitFor(() => expect(screen.getByTestId('chat-delivery').textContent).toContain(CHAT_TEXT.FAILED));
    expect(screen.getByTestId('chat-delivery').textContent).toContain('消息内容不合法');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: CHAT_TEXT.RETRY }));
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('chat-delivery').textContent).toBe(CHAT_TEXT.SENT));
    expect(sent[1]?.body.clientMsgId).toBe(sent[0]?.body.clientMsgId);
    expect(bubblesWith('第一次')).toHaveLength(1);
  });

  it('removes a failed send with 删除: the bubble and its outbox entry go, nothing is sent again', async () => {
    serveConversation();
    const sent = serveSend(() => fail(410, '消息内容不合法'));
    openDialog();
    await bubbleWith('历史消息');
    await type('不要了');
    await waitFor(() => expect(screen.getByTestId('chat-delivery').textContent).toContain(CHAT_TEXT.FAILED));
    expect(await entries()).toHaveLength(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: CHAT_TEXT.DISCARD }));
    });
    await waitFor(() => expect(bubblesWith('不要了')).toHaveLength(0));
    expect(await entries()).toEqual([]);
    expect(screen.queryByTestId('chat-delivery')).toBeNull();
    await flush({ immediate: true });
    expect(sent).toHaveLength(1);
  });

  it('replaces the pending message by the socket echo with the same clientMsgId, and shows incoming ones', async () => {
    serveConversation();
    const { gate, release } = openGate();
    const sent = serveSend(async (row) => {
      await gate;
      return ok(stored(row.body, 2));
    });
    openDialog();
    await bubbleWith('历史消息');
    await type('回声');
    await waitFor(() => expect(sent).toHaveLength(1));
    const row = sent[0];
    if (!row) throw new Error('no send');
    fireSocket('chat', stored(row.body, 2));
    await waitFor(() => expect(screen.getByTestId('chat-delivery').textContent).toBe(CHAT_TEXT.SENT));
    fireSocket('chat', message(3, { message: '客服回复了' }));
    await bubbleWith('客服回复了');
    release();
    await flush();
    expect(bubblesWith('回声')).toHaveLength(1);
  });

  it('back-fills after a reconnect from the newest sequence number held', async () => {
    serveConversation();
    const asked: unknown[] = [];
    server.use(
      mswHttp.post(API.chat.after, async ({ request }) => {
        asked.push(await request.json());
        return ok([message(2, { message: '离线期间的消息' })]);
      }),
    );
    openDialog();
    await bubbleWith('历史消息');
    fireSocket('connect');
    await bubbleWith('离线期间的消息');
    expect(asked[0]).toMatchObject({ roomCode: 'room-1', afterSeq: 1 });
  });

  it('at phone width: full screen in dvh with safe areas, the header, and long text wrapping', async () => {
    const happy = (window as unknown as { happyDOM: { setViewport: (v: object) => void } }).happyDOM;
    happy.setViewport({ width: 390, height: 844 });
    const url = `https://example.com/${'a'.repeat(300)}`;
    serveConversation([message(1, { message: url }), message(2, { message: '好'.repeat(400) })]);
    try {
      openDialog();
      await bubbleWith('example.com');
      const dialog = screen.getByTestId('chat-dialog');
      // happy-dom computes no dvh: read the rule the dialog gets below 600 px
      expect(matchMedia('(max-width: 599px)').matches).toBe(true);
      const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('');
      const phoneRules = [...dialog.classList]
        .map((name) => css.match(new RegExp(`max-width: ?599px\\)\\{\\.${name}\\{([^}]*)\\}`))?.[1])
        .filter((rule) => rule !== undefined);
      expect(phoneRules).toHaveLength(1);
      const phone = phoneRules[0] ?? '';
      for (const declaration of [
        'width:100vw',
        'height:100dvh',
        'max-height:100dvh',
        'padding-top:env(safe-area-inset-top',
        'padding-bottom:env(safe-area-inset-bottom',
      ])
        expect(phone).toContain(declaration);
      // header: avatar, name or nickname, organization, close
      expect(screen.getByTestId('chat-peer-name').textContent).toBe('小留客服');
      expect(screen.getByTestId('chat-peer-org').textContent).toBe('留学平台');
      expect(within(dialog).getByRole('button', { name: '关闭' })).toBeTruthy();
      // the composer is in the dialog, below the list
      expect(within(dialog).getByTestId('chat-composer')).toBeTruthy();
      for (const text of screen.getAllByTestId('chat-text')) {
        const wrap = getComputedStyle(text);
        expect(wrap.overflowWrap).toBe('anywhere');
        expect(wrap.whiteSpace).toBe('pre-wrap');
      }
      // the keyboard resizes the dynamic viewport on Android: the composer stays above it
      expect(indexHtml).toContain('interactive-widget=resizes-content');
    } finally {
      happy.setViewport({ width: 1024, height: 768 });
    }
  });

  it('opens from APP_EVENTS.OPEN_PLATFORM_CHAT through the chat host (loaded on first open)', async () => {
    serveConversation();
    renderWithApp(() => <ChatHost />);
    expect(screen.queryByTestId('chat-dialog')).toBeNull();
    // the router renders the host after its first load: ask until it listens
    await waitFor(() => {
      act(() => emitAppEvent(APP_EVENTS.OPEN_PLATFORM_CHAT));
      expect(screen.getByTestId('chat-dialog')).toBeTruthy();
    });
    await waitFor(() => expect(screen.getByTestId('chat-peer-name').textContent).toBe('小留客服'));
  });
});
