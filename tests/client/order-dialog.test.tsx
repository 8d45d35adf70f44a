/**
 * The student's service-order dialog against msw (SPEC sections 2, 4, 5, 9): the order, the agreement before
 * the QR, the two channels, an expired QR, the 支付成功 overlay on socket `pay`; and the chat's order bubble
 * (opens the dialog, flips to 订单已支付 on `pay` or after a reconnect).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Provider } from '@/components/ui/provider';
import { API } from '@/contract/api';
import { CHAT_TEXT, type ChatFriend, type ChatMessage } from '@/contract/chat';
import { LIMITS } from '@/contract/limits';
import { ORDER_TEXT, type OrderDetail, type PayQr } from '@/contract/order';
import ChatDialog from '@/features/chat/components/chat-dialog';
import OrderDialog from '@/features/order/components/order-dialog';
import { OrderHost } from '@/features/order/components/order-host';
import { getDb } from '@/lib/idb';
import { APP_EVENTS, onAppEvent, type PaySuccessDetail } from '@/lib/events';
import { flush } from '@/lib/outbox';

import { message } from '../mocks/chat';
import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';
import { useOutboxSession } from './outbox-session';
import { fireSocket } from './socket-stub';

vi.mock('@/lib/socket', async (importOriginal) => (await import('./socket-stub')).stubSocket(importOriginal));

const ORDER: OrderDetail = {
  id: 'o-1',
  orderNo: 'NO202603080001',
  kind: 'SERVICE',
  serviceContent: '美国硕士申请 · 选校与文书 <b>全程</b>',
  serviceContentPreviewUrl: null,
  fee: 199_900,
  payStatus: '0',
  orderStatus: '0',
  planCode: null,
  providerName: '张顾问',
  agreementSigned: false,
  payChannel: null,
  paidAt: null,
  createTime: '2026-03-08T06:00:00.000Z',
  refundReason: null,
  refundNote: null,
};

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

interface Calls {
  log: string[];
  qrBodies: { orderNo: string; payChannel: string }[];
}

/** Serves the order and answers QR requests with `qrs` in turn (then a fresh 15-minute QR). */
function serveOrder(order: OrderDetail = ORDER, qrs: Partial<PayQr>[] = []): Calls {
  const calls: Calls = { log: [], qrBodies: [] };
  server.use(
    mswHttp.get(`${API.order.find}/:id`, ({ params }) => {
      calls.log.push(`find ${String(params.id)}`);
      return params.id === order.id ? ok(order) : fail(410, ORDER_TEXT.ORDER_NOT_FOUND);
    }),
    mswHttp.post(API.order.sign, async ({ request }) => {
      const body = (await request.json()) as { orderNo: string };
      calls.log.push(`sign ${body.orderNo}`);
      return ok({ ...order, agreementSigned: true });
    }),
    mswHttp.post(API.order.payQr, async ({ request }) => {
      const body = (await request.json()) as { orderNo: string; payChannel: 'Ali' | 'Wx' };
      calls.log.push(`payQr ${body.payChannel}`);
      calls.qrBodies.push(body);
      const n = calls.qrBodies.length;
      return ok({
        qrString: `https://pay.example.test/${body.payChannel}/${n}`,
        expiresAt: inMinutes(15),
        payChannel: body.payChannel,
        ...qrs[n - 1],
      });
    }),
  );
  return calls;
}

function openOrder(onClose: () => void = () => undefined, orderId = ORDER.id) {
  return render(
    <Provider>
      <OrderDialog request={{ orderId, nonce: 1 }} onClose={onClose} />
    </Provider>,
  );
}

async function tickAgreement() {
  const box = await screen.findByRole('checkbox', { name: ORDER_TEXT.AGREEMENT_CHECK });
  await act(async () => {
    fireEvent.click(box);
  });
}

const qrSvg = () => screen.queryByTestId('order-qr')?.querySelector('svg') ?? null;

useOutboxSession({ user: student });
afterEach(() => {
  vi.useRealTimers();
});

describe('order dialog', () => {
  it('shows 订单详情 with provider, number, content as text and the fee 1,999.00 元; no QR before the agreement', async () => {
    const calls = serveOrder();
    openOrder();
    const dialog = await screen.findByTestId('order-dialog');
    expect(within(dialog).getByText(ORDER_TEXT.DIALOG_TITLE)).toBeTruthy();
    expect((await screen.findByTestId('order-fee')).textContent).toBe('1,999.00 元');
    expect(screen.getByTestId('order-provider').textContent).toBe('张顾问');
    expect(screen.getByTestId('order-no').textContent).toBe(ORDER.orderNo);
    // user text is text: the markup shows as typed
    expect(screen.getByTestId('order-content').textContent).toBe(ORDER.serviceContent);
    expect(screen.getByTestId('order-content').querySelector('b')).toBeNull();
    expect(screen.getByTestId('order-status').textContent).toBe('待支付');
    expect(screen.getByTestId('order-agreement').textContent).toContain('一、服务内容');
    expect(screen.getByRole('tab', { name: '支付宝' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '微信支付' })).toBeTruthy();
    expect(screen.getByText(ORDER_TEXT.AGREEMENT_REQUIRED)).toBeTruthy();
    expect(qrSvg()).toBeNull();
    expect(calls.log).toEqual([`find ${ORDER.id}`]);
  });

  it('ticking the agreement signs once, then asks for the 支付宝 QR and shows it at 220 px', async () => {
    const calls = serveOrder();
    openOrder();
    await tickAgreement();
    await waitFor(() => expect(qrSvg()).not.toBeNull());
    expect(qrSvg()?.getAttribute('width')).toBe(String(LIMITS.QR_SIZE));
    expect(qrSvg()?.getAttribute('height')).toBe(String(LIMITS.QR_SIZE));
    expect(calls.log).toEqual([`find ${ORDER.id}`, `sign ${ORDER.orderNo}`, 'payQr Ali']);
    expect(calls.qrBodies[0]).toEqual({ orderNo: ORDER.orderNo, payChannel: 'Ali' });
    expect(screen.getByTestId('order-qr-countdown').textContent).toMatch(/请使用支付宝扫码支付.*1[45]:\d\d/);
  });

  it('switching to 微信支付 asks for a Wx QR (no second sign)', async () => {
    const calls = serveOrder();
    openOrder();
    await tickAgreement();
    await waitFor(() => expect(qrSvg()).not.toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '微信支付' }));
    });
    await waitFor(() => expect(calls.qrBodies).toHaveLength(2));
    expect(calls.qrBodies[1]).toEqual({ orderNo: ORDER.orderNo, payChannel: 'Wx' });
    await waitFor(() => expect(screen.getByTestId('order-qr-countdown').textContent).toContain('微信支付'));
    expect(calls.log.filter((line) => line.startsWith('sign'))).toHaveLength(1);
  });

  it('an expired QR is greyed with 二维码已过期; 刷新二维码 asks for a new one', async () => {
    const calls = serveOrder(ORDER, [{ expiresAt: inMinutes(-1) }]);
    openOrder();
    await tickAgreement();
    expect(await screen.findByText(ORDER_TEXT.QR_EXPIRED)).toBeTruthy();
    expect(screen.queryByTestId('order-qr-countdown')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: ORDER_TEXT.QR_REFRESH }));
    });
    await waitFor(() => expect(screen.getByTestId('order-qr-countdown')).toBeTruthy());
    expect(screen.queryByText(ORDER_TEXT.QR_EXPIRED)).toBeNull();
    expect(calls.qrBodies).toHaveLength(2);
    expect(calls.qrBodies[1]).toEqual({ orderNo: ORDER.orderNo, payChannel: 'Ali' });
  });

  it("shows the server's refusal in the dialog", async () => {
    serveOrder();
    server.use(mswHttp.post(API.order.payQr, () => fail(410, ORDER_TEXT.ORDER_NOT_PAYABLE)));
    openOrder();
    await tickAgreement();
    expect((await screen.findByTestId('order-error')).textContent).toBe(ORDER_TEXT.ORDER_NOT_PAYABLE);
    expect(qrSvg()).toBeNull();
  });

  it('a paid order shows 订单已支付 and its time, and no payment part', async () => {
    serveOrder({ ...ORDER, payStatus: '1', orderStatus: '1', paidAt: '2026-03-08T07:30:00.000Z' });
    openOrder();
    expect((await screen.findByTestId('order-paid')).textContent).toContain(ORDER_TEXT.ORDER_PAID);
    expect(screen.getByTestId('order-paid').textContent).toContain('支付时间');
    expect(screen.getByTestId('order-status').textContent).toBe('服务中');
    expect(screen.queryByTestId('order-payment')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('a `pay` event of this order shows 支付成功 and closes after 3 s; another orderNo does nothing', async () => {
    serveOrder();
    const onClose = vi.fn();
    const paid = vi.fn();
    const off = onAppEvent<PaySuccessDetail>(APP_EVENTS.PAY_SUCCESS, paid);
    openOrder(onClose);
    await screen.findByTestId('order-fee');
    fireSocket('pay', { orderNo: 'NO-OTHER', payStatus: '1', orderStatus: '1' });
    expect(screen.queryByText(ORDER_TEXT.PAY_SUCCESS)).toBeNull();
    expect(paid).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireSocket('pay', { orderNo: ORDER.orderNo, payStatus: '1', orderStatus: '1' });
    expect(screen.getByTestId('order-pay-success').textContent).toContain(ORDER_TEXT.PAY_SUCCESS);
    expect(paid).toHaveBeenCalledWith({ orderNo: ORDER.orderNo, payStatus: '1', orderStatus: '1' });
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.PAY_SUCCESS_OVERLAY_MS - 10));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(onClose).toHaveBeenCalledTimes(1);
    off();
  });
});

// --- the chat's order bubble ---------------------------------------------------------------------------

const FRIEND: ChatFriend = {
  conversationId: 'room-1',
  friendId: 'acc-1',
  accountId: 'acc-1',
  accountKind: 'COUNSELOR',
  nameCn: '张顾问',
  nickname: null,
  headportraitPreviewUrl: null,
  orgNameCn: null,
  lastMessage: null,
  unreadCount: 0,
  lastSeq: 2,
};

const orderJson = (payStatus: string) =>
  JSON.stringify({ id: ORDER.id, orderNo: ORDER.orderNo, fee: ORDER.fee, payStatus, orderStatus: '0' });

function serveChat(history: ChatMessage[]) {
  const updates: { id: string; message: string }[] = [];
  server.use(
    mswHttp.get(API.chat.clickPrivate, () => ok(FRIEND)),
    mswHttp.post(API.chat.friendMessages, () => ok(history)),
    mswHttp.get(API.chat.setRead, () => ok({ chat: 0, notices: {}, total: 0 })),
    mswHttp.post(API.chat.after, () => ok([])),
    mswHttp.put(`${API.order.updateMessage}/:id`, async ({ params, request }) => {
      const body = (await request.json()) as { message: string };
      updates.push({ id: String(params.id), message: body.message });
      return ok(null);
    }),
  );
  return updates;
}

function openChat() {
  return render(
    <Provider>
      <ChatDialog request={{ kind: 'friend', friendId: 'acc-1', nonce: 1 }} onClose={() => undefined} />
      <OrderHost />
    </Provider>,
  );
}

const orderBubble = () => screen.findByTestId('chat-order');

describe('order bubble in chat', () => {
  const history = [
    message(1, { message: '您好' }),
    message(2, { id: 'm-order', msgType: 'order', message: orderJson('0') }),
  ];

  it('reads 您有一个待支付订单 with number and fee; clicking it opens the order dialog', async () => {
    serveChat(history);
    serveOrder();
    openChat();
    const bubble = await orderBubble();
    expect(bubble.textContent).toContain(CHAT_TEXT.ORDER_UNPAID);
    expect(bubble.textContent).toContain(ORDER.orderNo);
    expect(bubble.textContent).toContain('1,999.00');
    await act(async () => {
      fireEvent.click(bubble);
    });
    const dialog = await screen.findByTestId('order-dialog');
    expect(within(dialog).getByText(ORDER_TEXT.DIALOG_TITLE)).toBeTruthy();
    expect((await screen.findByTestId('order-fee')).textContent).toBe('1,999.00 元');
  });

  it('flips to 订单已支付 on socket `pay`, stores it and rewrites the server copy; a second `pay` changes nothing', async () => {
    const updates = serveChat(history);
    openChat();
    expect((await orderBubble()).textContent).toContain(CHAT_TEXT.ORDER_UNPAID);
    fireSocket('pay', { orderNo: ORDER.orderNo, payStatus: '1', orderStatus: '1' });
    await waitFor(async () => expect((await orderBubble()).textContent).toContain(CHAT_TEXT.ORDER_PAID));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.id).toBe('m-order');
    expect(JSON.parse(updates[0]?.message ?? '{}')).toEqual({
      id: ORDER.id,
      orderNo: ORDER.orderNo,
      fee: ORDER.fee,
      payStatus: '1',
      orderStatus: '1',
    });
    await waitFor(async () => {
      const row = await (await getDb()).get('chatHistory', `${student.id}:m-order`);
      expect(JSON.stringify(row?.message)).toContain('\\"payStatus\\":\\"1\\"');
    });
    fireSocket('pay', { orderNo: ORDER.orderNo, payStatus: '1', orderStatus: '2' });
    await flush();
    expect(updates).toHaveLength(1);
  });

  it('after a reconnect, an order paid meanwhile shows 订单已支付', async () => {
    serveChat(history);
    const calls = serveOrder({ ...ORDER, payStatus: '1', orderStatus: '1' });
    openChat();
    expect((await orderBubble()).textContent).toContain(CHAT_TEXT.ORDER_UNPAID);
    fireSocket('connect');
    await waitFor(async () => expect((await orderBubble()).textContent).toContain(CHAT_TEXT.ORDER_PAID));
    expect(calls.log).toContain(`find ${ORDER.id}`);
  });
});
