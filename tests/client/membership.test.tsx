/** 会员服务 and 我的订单 in the personal space, and the Tip dialog leading to 会员服务. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { MainLayout } from '@/components/layout/main-layout';
import { API } from '@/contract/api';
import { MEMBERSHIP_PLANS, ORDER_TEXT, type OrderDetail } from '@/contract/order';
import { TIP_DIALOG_TEXT } from '@/contract/ui-text';
import { MembershipPlans } from '@/features/membership/components/membership-plans';
import { MyOrders } from '@/features/membership/components/my-orders';
import { APP_EVENTS, emitAppEvent, onAppEvent, type OpenOrderDetail } from '@/lib/events';
import { session } from '@/lib/session';
import { showDiyTip, uiState } from '@/lib/ui-state';

import { fail, ok } from '../mocks/envelope';
import { server } from '../mocks/server';
import { student } from '../mocks/users';
import { renderWithApp, renderRoutes } from './render';

const PLANS = MEMBERSHIP_PLANS.map((plan) => ({
  code: plan.code,
  name: plan.name,
  vipLevel: plan.vipLevel,
  months: plan.months,
  fee: plan.feeFen,
  includes: [...plan.includes],
}));
const ATTACK = '<img src=x onerror="alert(1)">文书精修<b>三篇</b>';

function order(id: string, over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id,
    orderNo: `NO${id}`,
    kind: 'SERVICE',
    serviceContent: '选校规划与文书指导',
    serviceContentPreviewUrl: null,
    fee: 199_950,
    payStatus: '0',
    orderStatus: '0',
    planCode: null,
    providerName: '张顾问',
    agreementSigned: false,
    payChannel: null,
    paidAt: null,
    createTime: '2026-11-18T07:00:00.000Z',
    refundReason: null,
    refundNote: null,
    ...over,
  };
}

let opened: string[] = [];
let offOpen: () => void = () => undefined;
beforeEach(() => {
  session.token = 'tok-1';
  session.user = { ...student, vipLevel: 'NONE' };
  opened = [];
  offOpen = onAppEvent<OpenOrderDetail>(APP_EVENTS.OPEN_ORDER, (detail) => opened.push(detail.orderId));
});
afterEach(() => offOpen());

describe('会员服务', () => {
  it('shows the three plans with their prices, months, contents and service level', async () => {
    server.use(mswHttp.get(API.order.plans, () => ok(PLANS)));
    renderWithApp(() => <MembershipPlans />);
    const cards = await screen.findAllByTestId('membership-plan');
    expect(cards).toHaveLength(3);
    expect(cards.map((c) => within(c).getByTestId('plan-fee').textContent)).toEqual([
      '1,999.00 元',
      '5,999.00 元',
      '29,800.00 元',
    ]);
    const [quarter, , advisor] = cards;
    if (!quarter || !advisor) throw new Error('three plans expected');
    expect(quarter.textContent).toContain('AI数字顾问');
    expect(quarter.textContent).toContain('服务期 3 个月');
    expect(quarter.textContent).toContain('AI数字顾问 24 小时答疑');
    expect(advisor.textContent).toContain('资深顾问');
    expect(screen.queryByTestId('current-level')).toBeNull();
  });

  it('立即开通 posts the plan and opens the order dialog on the new order', async () => {
    const posted: unknown[] = [];
    server.use(
      mswHttp.get(API.order.plans, () => ok(PLANS)),
      mswHttp.post(API.order.membershipOrder, async ({ request }) => {
        posted.push(await request.json());
        return ok(order('m-1', { kind: 'MEMBERSHIP', planCode: 'ADVISOR_SEASON', fee: 2_980_000 }));
      }),
    );
    renderWithApp(() => <MembershipPlans />);
    const cards = await screen.findAllByTestId('membership-plan');
    await act(async () => {
      fireEvent.click(within(cards[2] as HTMLElement).getByRole('button', { name: '立即开通' }));
    });
    await waitFor(() => expect(opened).toEqual(['m-1']));
    expect(posted).toEqual([{ planCode: 'ADVISOR_SEASON' }]);
  });

  it('after the payment fetches the user again and highlights the new level', async () => {
    server.use(
      mswHttp.get(API.order.plans, () => ok(PLANS)),
      mswHttp.get(API.user.current, () => ok({ ...student, vipLevel: 'ONLINE' })),
    );
    renderWithApp(() => <MembershipPlans />);
    await screen.findAllByTestId('membership-plan');
    expect(screen.queryByTestId('current-level')).toBeNull();
    await act(async () => {
      emitAppEvent(APP_EVENTS.PAY_SUCCESS, { orderNo: 'NOm-1' });
    });
    await waitFor(() => expect(session.user?.vipLevel).toBe('ONLINE'));
    const current = await screen.findAllByTestId('current-level');
    expect(current).toHaveLength(2);
    const highlighted = screen
      .getAllByTestId('membership-plan')
      .filter((card) => card.dataset.current === 'true')
      .map((card) => card.querySelector('h3')?.textContent);
    expect(highlighted).toEqual(['AI数字顾问 · 季度', 'AI数字顾问 · 年度']);
  });
});

describe('我的订单', () => {
  it('says when there is no order', async () => {
    server.use(mswHttp.get(API.order.mine, () => ok({ list: [], total: 0, pageIndex: 1, pageSize: 10 })));
    renderWithApp(() => <MyOrders />);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('还没有订单');
  });

  it('shows a failed load with 重试', async () => {
    let calls = 0;
    server.use(
      mswHttp.get(API.order.mine, () => {
        calls += 1;
        return calls === 1 ? fail(500, '') : ok({ list: [order('1')], total: 1, pageIndex: 1, pageSize: 10 });
      }),
    );
    renderWithApp(() => <MyOrders />);
    await screen.findByTestId('error-state');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
    });
    expect(await screen.findAllByTestId('my-order')).toHaveLength(1);
  });

  it('lists the orders with fee, status, times and the actions of each status; text stays text', async () => {
    server.use(
      mswHttp.get(API.order.mine, () =>
        ok({
          list: [
            order('1', { serviceContent: ATTACK }),
            order('2', { orderStatus: '1', payStatus: '1', paidAt: '2026-11-18T08:00:00.000Z' }),
            order('3', { orderStatus: '4', payStatus: '1', refundReason: '顾问一直没有回复' }),
            order('4', { orderStatus: '5', payStatus: '1', refundNote: '已原路退回' }),
          ],
          total: 4,
          pageIndex: 1,
          pageSize: 10,
        }),
      ),
    );
    renderWithApp(() => <MyOrders />);
    const cards = await screen.findAllByTestId('my-order');
    const [unpaid, inService, refunding, refunded] = cards;
    if (!unpaid || !inService || !refunding || !refunded) throw new Error('four orders expected');
    expect(within(unpaid).getByTestId('order-content').textContent).toBe(ATTACK);
    expect(screen.getByTestId('my-orders').querySelector('img, b')).toBeNull();
    expect(within(unpaid).getByTestId('order-provider').textContent).toBe('张顾问');
    expect(within(unpaid).getByTestId('order-fee').textContent).toBe('1,999.50 元');
    expect(cards.map((c) => within(c).getByTestId('order-status').textContent)).toEqual([
      '待支付',
      '服务中',
      '退款中',
      '已退款',
    ]);
    expect(inService.textContent).toContain('支付于');
    expect(refunded.textContent).toContain('已原路退回');
    expect(refunding.textContent).toContain('顾问一直没有回复');
    // only the unpaid order can be paid, only the one in service refunded
    expect(within(unpaid).queryByRole('button', { name: ORDER_TEXT.REFUND_APPLY })).toBeNull();
    expect(within(inService).queryByRole('button', { name: '去支付' })).toBeNull();
    for (const card of [refunding, refunded]) {
      expect(within(card).queryAllByRole('button')).toHaveLength(0);
    }
    fireEvent.click(within(unpaid).getByRole('button', { name: '去支付' }));
    expect(opened).toEqual(['1']);
  });

  it('申请退款 keeps the reason and shows the server refusal, then sends it again and reloads', async () => {
    const applied: unknown[] = [];
    let refused = true;
    let loads = 0;
    server.use(
      mswHttp.get(API.order.mine, () => {
        loads += 1;
        const status = applied.length > 1 ? '4' : '1';
        return ok({
          list: [order('2', { orderStatus: status, payStatus: '1' })],
          total: 1,
          pageIndex: 1,
          pageSize: 10,
        });
      }),
      mswHttp.post(API.order.refundApply, async ({ request }) => {
        applied.push(await request.json());
        if (refused) return fail(410, ORDER_TEXT.REFUND_NOT_ALLOWED);
        return ok(order('2', { orderStatus: '4', payStatus: '1' }));
      }),
    );
    renderWithApp(() => <MyOrders />);
    const [card] = await screen.findAllByTestId('my-order');
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: ORDER_TEXT.REFUND_APPLY }));
    const dialog = await screen.findByTestId('refund-dialog');
    // empty reason: refused in the form, nothing sent
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    });
    expect(within(dialog).getByText(ORDER_TEXT.REFUND_REASON_REQUIRED)).toBeTruthy();
    expect(applied).toEqual([]);

    const box = within(dialog).getByRole('textbox', { name: '退款原因' });
    fireEvent.change(box, { target: { value: '顾问一直没有回复' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    });
    expect((await within(dialog).findByTestId('refund-refusal')).textContent).toBe(
      ORDER_TEXT.REFUND_NOT_ALLOWED,
    );
    expect((box as HTMLTextAreaElement).value).toBe('顾问一直没有回复');
    expect(applied).toEqual([{ orderId: '2', reason: '顾问一直没有回复' }]);

    refused = false;
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    });
    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('退款中'));
    expect(loads).toBe(2);
  });

  it('reloads the list after a payment', async () => {
    let paid = false;
    server.use(
      mswHttp.get(API.order.mine, () =>
        ok({
          list: [order('1', paid ? { orderStatus: '1', payStatus: '1' } : {})],
          total: 1,
          pageIndex: 1,
          pageSize: 10,
        }),
      ),
      mswHttp.get(API.user.current, () => ok(student)),
    );
    renderWithApp(() => <MyOrders />);
    expect((await screen.findByTestId('order-status')).textContent).toBe('待支付');
    paid = true;
    await act(async () => {
      emitAppEvent(APP_EVENTS.PAY_SUCCESS);
    });
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('服务中'));
  });
});

describe('the Tip dialog', () => {
  it('its single confirm leads to 会员服务 in the personal space', async () => {
    session.user = null;
    session.token = null;
    server.use(mswHttp.get(API.common.supports, () => ok([])));
    const page = (path: string) => () => (
      <MainLayout onLogout={() => undefined} onCustomerService={() => undefined}>
        <div data-testid="page">{path}</div>
      </MainLayout>
    );
    const router = renderRoutes({ '/': page('/'), '/personal': page('/personal') }, { at: '/' });
    await screen.findByTestId('page');
    act(() => showDiyTip());
    const tip = await screen.findByRole('alertdialog');
    expect(tip.textContent).toContain(TIP_DIALOG_TEXT.diyTip);
    expect(
      within(tip)
        .getAllByRole('button')
        .filter((b) => b.textContent === TIP_DIALOG_TEXT.confirm),
    ).toHaveLength(1);
    await act(async () => {
      fireEvent.click(within(tip).getByRole('button', { name: TIP_DIALOG_TEXT.confirm }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal'));
    expect(router.state.location.search).toEqual({ component: 'membership' });
    expect(uiState.diyTipOpen).toBe(false);
  });
});
