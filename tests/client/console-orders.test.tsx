/** The console's 创建订单 (fee in 元 to fen, validation, refusal kept in the form) and 退款申请 (decide, row updates). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { API } from '@/contract/api';
import type { ChatFriend } from '@/contract/chat';
import { HEADERS } from '@/contract/limits';
import { ORDER_TEXT, type ConsoleRefund } from '@/contract/order';
import { MESSAGES } from '@/contract/validation';
import { ConsolePage } from '@/features/console/components/console-page';
import { yuanToFen } from '@/features/console/components/fee';
import { CONSOLE_ORDER_TEXT } from '@/features/console/components/order-text';
import { consoleParts } from '@/routes/-console-parts';

import { message, staffAccount } from '../mocks/chat';
import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { recordToasts } from '../mocks/toasts';
import { student } from '../mocks/users';
import { renderWithApp } from './render';
import { useOutboxSession } from './outbox-session';

vi.mock('@/lib/socket', async (importOriginal) => (await import('./socket-stub')).stubSocket(importOriginal));

const counselor = { ...student, id: 'staff-2', nameCn: '张顾问', staffRole: 'COUNSELOR' as const };
const ACCOUNT = staffAccount({
  accountId: 'staff-2',
  kind: 'COUNSELOR',
  nameCn: '张顾问',
  orgNameCn: '示例留学',
});
const CONVERSATION: ChatFriend = {
  conversationId: 'room-7',
  friendId: 'u-1001',
  accountId: 'staff-2',
  accountKind: 'COUNSELOR',
  nameCn: '李明轩',
  nickname: '明轩',
  headportraitPreviewUrl: null,
  orgNameCn: null,
  lastMessage: {
    msgType: 'text',
    message: '想咨询文书服务',
    sendTime: '2026-11-20T00:01:00.000Z',
    fromUserId: 'u-1001',
  },
  unreadCount: 0,
  lastSeq: 1,
};
const ATTACK = '<img src=x onerror="alert(1)">文书精修<b>三篇</b>';

function refund(id: string, over: Partial<ConsoleRefund> = {}): ConsoleRefund {
  return {
    id,
    orderNo: `NO${id}`,
    kind: 'SERVICE',
    serviceContent: ATTACK,
    serviceContentPreviewUrl: null,
    fee: 199_950,
    payStatus: '1',
    orderStatus: '4',
    planCode: null,
    providerName: '张顾问',
    agreementSigned: true,
    payChannel: 'Ali',
    paidAt: '2026-11-18T08:00:00.000Z',
    createTime: '2026-11-18T07:00:00.000Z',
    refundReason: '<i>顾问</i>一直没有回复',
    refundNote: null,
    studentId: 'u-1001',
    studentName: '李明轩',
    refundRequestedAt: '2026-11-20T08:00:00.000Z',
    ...over,
  };
}

function serveConsole() {
  const orders: Record<string, unknown>[] = [];
  const decisions: Record<string, unknown>[] = [];
  server.use(
    mswHttp.get(API.console.accounts, () => ok([ACCOUNT])),
    mswHttp.get(API.chat.friends, () => ok([CONVERSATION])),
    mswHttp.post(API.chat.friendMessages, () =>
      ok([message(1, { fromUserId: 'u-1001', toUserId: 'staff-2', message: '想咨询文书服务' })]),
    ),
    mswHttp.get(API.chat.setRead, () => ok({ chat: 0, notices: {}, total: 0 })),
    mswHttp.get(API.console.student, () => fail(423, '无访问权限')),
    mswHttp.post(API.console.createOrder, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      orders.push(body);
      if (String(body.serviceContent).includes('拒绝')) return fail(423, '无访问权限');
      return ok({ id: 'ord-1', orderNo: 'NO1' });
    }),
    mswHttp.get(API.console.refunds, () =>
      ok([refund('r1'), refund('r2', { serviceContent: '选校规划', fee: 50_000 })]),
    ),
    mswHttp.post(API.console.decideRefund, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      decisions.push(body);
      return ok({ id: body.orderId });
    }),
  );
  return { orders, decisions };
}

useOutboxSession({ user: counselor, token: 'tok-2' });

async function openOrderForm() {
  renderWithApp(() => <ConsolePage parts={consoleParts} />);
  const row = await screen.findByTestId('console-conversation');
  await act(async () => {
    fireEvent.click(row);
  });
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: ORDER_TEXT.CREATE_ORDER }));
  });
  return screen.findByTestId('create-order-dialog');
}

function fill(dialog: HTMLElement, content: string, fee: string) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: CONSOLE_ORDER_TEXT.serviceContent }), {
    target: { value: content },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: CONSOLE_ORDER_TEXT.fee }), {
    target: { value: fee },
  });
}

async function submit(dialog: HTMLElement) {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: CONSOLE_ORDER_TEXT.submit }));
  });
}

describe('yuanToFen', () => {
  it('reads 元 with up to two decimals as integer fen, within 0.01 .. 1,000,000 元', () => {
    expect(yuanToFen('1999.5')).toBe(199_950);
    expect(yuanToFen(' 0.29 ')).toBe(29);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('1000000')).toBe(100_000_000);
    for (const bad of ['0', '0.00', 'abc', '', '-5', '1.234', '1000000.01', '1,999', '1e3']) {
      expect(yuanToFen(bad)).toBeNull();
    }
  });
});

describe('创建订单', () => {
  it('sends the conversation, the content and 1999.5 元 as 199950 fen, then closes', async () => {
    const { orders } = serveConsole();
    const dialog = await openOrderForm();
    fill(dialog, '文书精修三篇', '1999.5');
    await submit(dialog);
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toEqual({
      roomCode: 'room-7',
      serviceContent: '文书精修三篇',
      fee: 199_950,
      attachmentUrl: null,
    });
    await waitFor(() => expect(screen.queryByTestId('create-order-dialog')).toBeNull());
  });

  it('uploads an attached picture (PAPERWORK) first and sends its URL with the order; refuses a pdf', async () => {
    const { orders } = serveConsole();
    const uploads: { fileType: FormDataEntryValue | null; key: string | null }[] = [];
    server.use(
      mswHttp.post(API.upload.one, async ({ request }) => {
        const form = await request.formData();
        uploads.push({ fileType: form.get('fileType'), key: request.headers.get(HEADERS.IDEMPOTENCY) });
        return ok([
          {
            id: '0b7c1f1e-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
            fileName: 'plan.png',
            fileType: 'PAPERWORK',
            contentType: 'image/png',
            size: 3,
            filePreviewUrl: '/files/0b7c1f1e-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
          },
        ]);
      }),
    );
    const dialog = await openOrderForm();
    fill(dialog, '文书精修三篇', '1999.5');
    const input = within(dialog).getByTestId('create-order-attachment');
    fireEvent.change(input, {
      target: { files: [new File(['pdf'], 'plan.pdf', { type: 'application/pdf' })] },
    });
    expect(within(dialog).getByText(MESSAGES.chatImageType)).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['png'], 'plan.png', { type: 'image/png' })] } });
    expect(within(dialog).getByTestId('create-order-attachment-name').textContent).toBe('plan.png');
    await submit(dialog);
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(uploads).toEqual([{ fileType: 'PAPERWORK', key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(orders[0]).toMatchObject({ attachmentUrl: '/files/0b7c1f1e-3b4a-4c5d-8e9f-0a1b2c3d4e5f' });
  });

  it('refuses 0 and abc with FEE_INVALID and an empty content, sending nothing', async () => {
    const { orders } = serveConsole();
    const dialog = await openOrderForm();
    fill(dialog, '选校规划', '0');
    await submit(dialog);
    expect(within(dialog).getByText(ORDER_TEXT.FEE_INVALID)).toBeTruthy();
    fill(dialog, '', 'abc');
    await submit(dialog);
    expect(within(dialog).getByText(ORDER_TEXT.FEE_INVALID)).toBeTruthy();
    expect(within(dialog).getByText(ORDER_TEXT.SERVICE_CONTENT_REQUIRED)).toBeTruthy();
    expect(orders).toEqual([]);
  });

  it('keeps the form and shows the server refusal', async () => {
    const { orders } = serveConsole();
    const dialog = await openOrderForm();
    fill(dialog, '会被拒绝的订单', '100');
    await submit(dialog);
    await waitFor(() => expect(orders).toHaveLength(1));
    expect((await within(dialog).findByTestId('create-order-refusal')).textContent).toBe('无访问权限');
    expect(screen.getByTestId('create-order-dialog')).toBeTruthy();
    const content = within(dialog).getByRole('textbox', { name: CONSOLE_ORDER_TEXT.serviceContent });
    expect((content as HTMLTextAreaElement).value).toBe('会被拒绝的订单');
  });
});

async function openRefunds() {
  renderWithApp(() => <ConsolePage parts={consoleParts} />);
  const views = await screen.findByTestId('console-views');
  await act(async () => {
    fireEvent.click(within(views).getByRole('button', { name: CONSOLE_ORDER_TEXT.refunds }));
  });
  return screen.findByTestId('console-refunds');
}

describe('退款申请', () => {
  it('lists requests with their text as text, for a counselor too', async () => {
    serveConsole();
    const queue = await openRefunds();
    const [first] = await within(queue).findAllByTestId('console-refund');
    if (!first) throw new Error('no row');
    expect(within(first).getByTestId('console-refund-content').textContent).toBe(ATTACK);
    expect(first.textContent).toContain('<i>顾问</i>一直没有回复');
    expect(first.textContent).toContain('李明轩');
    expect(first.textContent).toContain('NOr1');
    expect(first.textContent).toContain('1,999.50 元');
    expect(within(first).getByTestId('console-refund-status').textContent).toBe('退款中');
    expect(queue.querySelector('img, b, i')).toBeNull();
  });

  it('同意退款 (after a confirmation that names the amount) and 拒绝 (with a note) call the endpoint; the rows update', async () => {
    const toasts = recordToasts();
    const { decisions } = serveConsole();
    const queue = await openRefunds();
    const [first, second] = await within(queue).findAllByTestId('console-refund');
    if (!first || !second) throw new Error('two rows expected');
    // the first tap only asks: 取消 sends nothing
    await act(async () => {
      fireEvent.click(within(first).getByRole('button', { name: CONSOLE_ORDER_TEXT.accept }));
    });
    const asked = await screen.findByTestId('console-refund-confirm');
    expect(asked.textContent).toContain('1,999.50 元');
    expect(asked.textContent).toContain('李明轩');
    await act(async () => {
      fireEvent.click(within(asked).getByRole('button', { name: '取消' }));
    });
    await waitFor(() => expect(screen.queryByTestId('console-refund-confirm')).toBeNull());
    expect(decisions).toEqual([]);
    await act(async () => {
      fireEvent.click(within(first).getByRole('button', { name: CONSOLE_ORDER_TEXT.accept }));
    });
    const confirm = await screen.findByTestId('console-refund-confirm');
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: '确认退款 1,999.50 元' }));
    });
    await waitFor(() =>
      expect(within(first).getByTestId('console-refund-status').textContent).toBe('已退款'),
    );
    expect(within(first).queryByRole('button', { name: CONSOLE_ORDER_TEXT.accept })).toBeNull();
    expect(toasts.messages()).toContain(ORDER_TEXT.REFUND_ACCEPTED);

    fireEvent.change(within(second).getByRole('textbox', { name: CONSOLE_ORDER_TEXT.note }), {
      target: { value: '服务已开始，按协议不予退款' },
    });
    await act(async () => {
      fireEvent.click(within(second).getByRole('button', { name: CONSOLE_ORDER_TEXT.refuse }));
    });
    await waitFor(() =>
      expect(within(second).getByTestId('console-refund-status').textContent).toBe('服务中'),
    );
    expect(second.textContent).toContain('服务已开始，按协议不予退款');
    expect(decisions).toEqual([
      { orderId: 'r1', accept: true, note: '' },
      { orderId: 'r2', accept: false, note: '服务已开始，按协议不予退款' },
    ]);
  });
});
