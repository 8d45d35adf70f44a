/**
 * Orders, QR payment and membership (src/contract/order.ts) through the sandbox gateway, on PGlite and
 * PostgreSQL: the console creates an order in a conversation, the student signs, asks for a QR, pays at the
 * sandbox cashier, and only the gateway's signed notify makes the order paid (one ledger row, the message
 * rewritten, `pay` on the socket). Duplicated, concurrent and forged notifies change nothing; a second
 * payment is refunded; memberships set and give back the vipLevel; refunds are decided in the console.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import type { LoginResult } from '../../src/contract/auth.ts';
import {
  ORDER_LIMITS,
  ORDER_TEXT,
  SANDBOX_CASHIER_PATH,
  type ConsoleRefund,
  type MembershipPlanCode,
  type OrderDetail,
  type OrderPage,
  type PayChannel,
  type PayQr,
  type PayUrl,
} from '../../src/contract/order.ts';
import { routeMeta } from '../../src/contract/routes.ts';
import type { ChatMessage, PayEvent } from '../../src/contract/socket.ts';
import { fenToYuan } from '../../server/adapters/payment/payment.ts';
import { signParams } from '../../server/adapters/payment/sign.ts';
import { chatMessagesTable } from '../../server/modules/chat/chat.table.ts';
import {
  membershipsTable,
  ordersTable,
  paymentsTable,
  payNotifyRejectsTable,
} from '../../server/modules/order/order.table.ts';
import { usersTable } from '../../server/modules/user/user.table.ts';
import { DEMO, loginByPassword, callApi, callData } from '../helpers/server.ts';
import { connected, listenOnLoopback, openSocket, type ClientSocket } from '../helpers/sockets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const KEY = 'test-pay-notify-key-0123456789';

const t = useTestApp({ env: { PAY_NOTIFY_KEY: KEY } });
let student: LoginResult;
let other: LoginResult;
let staff: LoginResult;
let counselor: LoginResult;
let roomCode: string;
let socket: ClientSocket;
const payEvents: PayEvent[] = [];
const chatEvents: ChatMessage[] = [];

const call = <T>(method: HTTPMethods, url: string, token: string | null, payload?: object) =>
  callApi<T>(t, token, method, url, payload);

const data = <T>(method: HTTPMethods, url: string, token: string | null, payload?: object) =>
  callData<T>(t, token, method, url, payload);

const db = () => t.app.db;

async function serviceOrder(fee = 199_900): Promise<OrderDetail> {
  return data<OrderDetail>('POST', API.console.createOrder, staff.token, {
    roomCode,
    serviceContent: '美国本科申请全程服务',
    fee,
    attachmentUrl: null,
  });
}

async function membershipOrder(login: LoginResult, planCode: MembershipPlanCode): Promise<OrderDetail> {
  return data<OrderDetail>('POST', API.order.membershipOrder, login.token, { planCode });
}

/** Signs and asks for a QR; answers the attempt id (the cashier URL's last segment). */
async function qr(login: LoginResult, orderNo: string, payChannel: PayChannel = 'Ali'): Promise<string> {
  await data('POST', API.order.sign, login.token, { orderNo });
  const answer = await data<PayQr>('POST', API.order.payQr, login.token, { orderNo, payChannel });
  const attemptId = answer.qrString.split('/').at(-1);
  if (!attemptId) throw new Error('no attempt in the QR');
  return attemptId;
}

/** 确认支付 at the sandbox cashier, then the gateway's notifies (both of them) delivered. */
async function payAtCashier(attemptId: string): Promise<void> {
  await data('POST', API.order.scanCode, null, { attemptId, action: 'PAY' });
  await t.app.payments.settle();
}

async function find(login: LoginResult, id: string) {
  return call<OrderDetail>('GET', `${API.order.find}/${id}`, login.token);
}

function signed(params: Record<string, string>, key = KEY): Record<string, string> {
  return { ...params, sign: signParams(params, key) };
}

function validNotify(attemptId: string, amountFen: number, tradeNo = `T${randomUUID()}`) {
  return signed({
    out_trade_no: attemptId,
    trade_no: tradeNo,
    total_amount: fenToYuan(amountFen),
    trade_status: 'TRADE_SUCCESS',
    notify_id: randomUUID(),
    notify_time: t.clock.now().toISOString(),
  });
}

async function sendNotify(params: Record<string, string>, channel: string = 'Ali', form = false) {
  const response = await t.inject({
    method: 'POST',
    url: `${API.order.notify}/${channel}`,
    ...(form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(params).toString(),
        }
      : { payload: params }),
  });
  return response.body;
}

async function paymentsOf(orderId: string) {
  return db().select().from(paymentsTable).where(eq(paymentsTable.orderId, orderId));
}

async function userOf(id: string) {
  const [user] = await db().select().from(usersTable).where(eq(usersTable.id, id));
  if (!user) throw new Error('user missing');
  return user;
}

/** A student without membership: earlier tests' memberships cancelled, vipLevel NONE. */
async function resetVip(id: string) {
  await db()
    .update(membershipsTable)
    .set({ cancelledAt: t.clock.now() })
    .where(eq(membershipsTable.userId, id));
  await db().update(usersTable).set({ vipLevel: 'NONE', serviceType: null }).where(eq(usersTable.id, id));
}

async function until(check: () => boolean, what: string, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

beforeAll(async () => {
  const url = await listenOnLoopback(t);
  student = await loginByPassword(t, DEMO.student);
  other = await loginByPassword(t, DEMO.other);
  staff = await loginByPassword(t, DEMO.platformStaff);
  counselor = await loginByPassword(t, DEMO.counselor);
  const platform = await data<{ id: string }>('GET', API.chat.platformService, student.token);
  const sent = await data<ChatMessage>('POST', API.chat.send, student.token, {
    fromUserId: student.user.id,
    toUserId: platform.id,
    message: '想咨询申请服务',
    msgType: 'text',
    clientMsgId: randomUUID(),
  });
  if (!sent.roomCode) throw new Error('no conversation');
  roomCode = sent.roomCode;
  socket = openSocket(url, { auth: { token: student.token, userId: student.user.id } });
  socket.on('pay', (event) => payEvents.push(event));
  socket.on('chat', (message) => chatEvents.push(message));
  await connected(socket);
}, 60_000);

afterAll(async () => {
  socket.disconnect();
});

describe('a service order from the console to a paid order', () => {
  it('console creates, the student signs, pays at the sandbox cashier; the notify makes it paid once', async () => {
    const order = await serviceOrder(199_900);
    expect(order).toMatchObject({ kind: 'SERVICE', fee: 199_900, payStatus: '0', orderStatus: '0' });
    expect(order.orderNo).toMatch(/^LX\d{8}\d{8}$/);

    // the order message reaches the student on the socket, its text the order JSON
    await until(() => chatEvents.some((m) => m.msgType === 'order'), 'the order message');
    const message = chatEvents.find((m) => m.msgType === 'order');
    expect(JSON.parse(message?.message ?? '')).toEqual({
      id: order.id,
      orderNo: order.orderNo,
      fee: 199_900,
      payStatus: '0',
      orderStatus: '0',
    });

    expect((await find(student, order.id)).data).toMatchObject({
      orderNo: order.orderNo,
      agreementSigned: false,
    });
    const attemptId = await qr(student, order.orderNo, 'Ali');

    // the cashier page: Chinese, the channel, the order number and the amount, two buttons
    const page = await t.inject({ method: 'GET', url: `${SANDBOX_CASHIER_PATH}/${attemptId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // no script on the page: the HTML policy of every page applies (its buttons are a plain form)
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain('<script');
    for (const text of ['沙箱收银台（演示）', '支付宝', order.orderNo, '1999.00', '确认支付', '取消']) {
      expect(page.body).toContain(text);
    }

    // the page's form posts 确认支付 and comes back to the page
    const pressed = await t.inject({
      method: 'POST',
      url: API.order.scanCode,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `attemptId=${attemptId}&action=PAY`,
    });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`${SANDBOX_CASHIER_PATH}/${attemptId}?done=PAY`);
    // not paid until the gateway's notify arrives
    await t.app.payments.settle();

    const paid = (await find(student, order.id)).data;
    expect(paid).toMatchObject({
      payStatus: '1',
      orderStatus: '1',
      payChannel: 'Ali',
      agreementSigned: true,
    });
    expect(paid.paidAt).not.toBeNull();
    const ledger = await paymentsOf(order.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      effective: true,
      amountFen: 199_900,
      channel: 'Ali',
      refundedAt: null,
    });

    const [stored] = await db()
      .select()
      .from(chatMessagesTable)
      .where(eq(chatMessagesTable.id, message?.id ?? ''));
    expect(JSON.parse(stored?.message ?? '')).toMatchObject({
      payStatus: '1',
      orderStatus: '1',
      fee: 199_900,
    });
    await until(() => payEvents.some((e) => e.orderNo === order.orderNo), 'the pay event');
    expect(payEvents.filter((e) => e.orderNo === order.orderNo)).toEqual([
      { orderNo: order.orderNo, payStatus: '1', orderStatus: '1' },
    ]);

    // the cashier now says so, and a new QR is refused
    const after = await t.inject({ method: 'GET', url: `${SANDBOX_CASHIER_PATH}/${attemptId}` });
    expect(after.body).toContain('支付成功');
    const again = await call('POST', API.order.payQr, student.token, {
      orderNo: order.orderNo,
      payChannel: 'Wx',
    });
    expect(again).toMatchObject({ code: 410, message: ORDER_TEXT.ORDER_PAID });

    const mine = await data<OrderPage>('GET', `${API.order.mine}?pageSize=50`, student.token);
    expect(mine.list[0]?.id).toBe(order.id);

    // updateMessage rewrites from the stored order (the student is a party)
    const rewritten = await data<ChatMessage>(
      'PUT',
      `${API.order.updateMessage}/${message?.id ?? ''}`,
      student.token,
      { message: '{"payStatus":"9"}' },
    );
    expect(JSON.parse(rewritten.message)).toMatchObject({ payStatus: '1', orderStatus: '1' });
  });

  it('on a phone: the mobile cashier pays, says 支付成功 once the notify is in and returns to the order in the app', async () => {
    const order = await serviceOrder(1_980_000);
    await data('POST', API.order.sign, student.token, { orderNo: order.orderNo });
    const mobile = await data<PayUrl>('POST', API.order.payUrl, student.token, {
      orderNo: order.orderNo,
      payChannel: 'Ali',
    });
    const url = new URL(mobile.payUrl);
    const back = `${routeMeta('PayResult').path}?id=${order.id}`;
    expect(url.pathname.startsWith(`${SANDBOX_CASHIER_PATH}/`)).toBe(true);
    expect(url.searchParams.get('return')).toBe(back);
    const attemptId = url.pathname.split('/').at(-1) ?? '';
    const cashier = `${url.pathname}${url.search}`;

    // before paying: the form carries the way back; no way back shown yet
    const page = await t.inject({ method: 'GET', url: cashier });
    expect(page.body).toContain('19800.00');
    expect(page.body).toContain(`name="return" value="${back}"`);
    expect(page.body).not.toContain('返回商户');

    const pressed = await t.inject({
      method: 'POST',
      url: API.order.scanCode,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ attemptId, action: 'PAY', return: back }).toString(),
    });
    expect(pressed.statusCode).toBe(303);
    const waiting = await t.inject({ method: 'GET', url: String(pressed.headers.location) });
    // the notify not yet in (it goes asynchronously): the page waits and reloads itself, no way back yet
    expect((await find(student, order.id)).data.payStatus).toBe('0');
    expect(waiting.body).toContain('等待支付结果通知');
    expect(waiting.body).toMatch(/<meta http-equiv="refresh" content="1">/);
    expect(waiting.body).not.toContain('返回商户');

    await t.app.payments.settle();
    const done = await t.inject({ method: 'GET', url: String(pressed.headers.location) });
    expect(done.body).toContain('支付成功');
    expect(done.body).toContain(`<meta http-equiv="refresh" content="2;url=${back.replace('&', '&amp;')}">`);
    expect(done.body).toContain(`href="${back}"`);
    expect((await find(student, order.id)).data).toMatchObject({ payStatus: '1', orderStatus: '1' });
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('the sandbox cashier follows no way back off this site, and a mobile cashier needs the agreement', async () => {
    const order = await serviceOrder(3_000);
    expect(
      await call('POST', API.order.payUrl, student.token, { orderNo: order.orderNo, payChannel: 'Wx' }),
    ).toMatchObject({ status: 400, code: 410, message: ORDER_TEXT.AGREEMENT_REQUIRED });
    const attemptId = await qr(student, order.orderNo, 'Wx');
    for (const foreign of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example']) {
      const page = await t.inject({
        method: 'GET',
        url: `${SANDBOX_CASHIER_PATH}/${attemptId}?return=${encodeURIComponent(foreign)}`,
      });
      expect(page.body).not.toContain('evil.example');
    }
    // and another student cannot open one for someone's order
    expect(
      await call('POST', API.order.payUrl, other.token, { orderNo: order.orderNo, payChannel: 'Wx' }),
    ).toMatchObject({ status: 404 });
  });

  it('the QR needs the agreement first', async () => {
    const order = await serviceOrder(5_000);
    const refused = await call('POST', API.order.payQr, student.token, {
      orderNo: order.orderNo,
      payChannel: 'Wx',
    });
    expect(refused).toMatchObject({ status: 400, code: 410, message: ORDER_TEXT.AGREEMENT_REQUIRED });
  });

  it('an expired or replaced QR cannot be paid; 取消 cancels it', async () => {
    const order = await serviceOrder(8_800);
    const first = await qr(student, order.orderNo, 'Wx');
    const second = await qr(student, order.orderNo, 'Wx');
    // the newer QR of the channel closed the first
    expect(await call('POST', API.order.scanCode, null, { attemptId: first, action: 'PAY' })).toMatchObject({
      code: 410,
      message: ORDER_TEXT.QR_EXPIRED,
    });
    t.clock.advance(ORDER_LIMITS.QR_TTL_MS + 1_000);
    expect(await call('POST', API.order.scanCode, null, { attemptId: second, action: 'PAY' })).toMatchObject({
      code: 410,
      message: ORDER_TEXT.QR_EXPIRED,
    });
    const page = await t.inject({ method: 'GET', url: `${SANDBOX_CASHIER_PATH}/${second}` });
    expect(page.body).toContain('二维码已过期');
    const third = await qr(student, order.orderNo, 'Wx');
    await data('POST', API.order.scanCode, null, { attemptId: third, action: 'CANCEL' });
    expect(await call('POST', API.order.scanCode, null, { attemptId: third, action: 'PAY' })).toMatchObject({
      code: 410,
    });
    await t.app.payments.settle();
    expect((await find(student, order.id)).data.payStatus).toBe('0');
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });
});

describe('notifies', () => {
  it('50 identical notifies at once: one ledger row, one state change', async () => {
    await resetVip(student.user.id);
    const order = await membershipOrder(student, 'ONLINE_YEAR');
    const attemptId = await qr(student, order.orderNo, 'Ali');
    const notify = validNotify(attemptId, order.fee);
    const answers = await Promise.all(Array.from({ length: 50 }, () => sendNotify(notify, 'Ali', true)));
    expect(new Set(answers)).toEqual(new Set(['success']));
    expect(await paymentsOf(order.id)).toHaveLength(1);
    const memberships = await db()
      .select()
      .from(membershipsTable)
      .where(eq(membershipsTable.orderId, order.id));
    expect(memberships).toHaveLength(1);
    expect((await find(student, order.id)).data).toMatchObject({ payStatus: '1', orderStatus: '1' });
    await until(() => payEvents.some((e) => e.orderNo === order.orderNo), 'the pay event');
    await sleep(100);
    expect(payEvents.filter((e) => e.orderNo === order.orderNo)).toHaveLength(1);
    await resetVip(student.user.id);
  });

  it('1,000 mutated notifies are all refused; replays of an applied one answer success without effect', async () => {
    // order A: unpaid, with a QR; order B: paid by notify VB, then refunded
    const a = await serviceOrder(123_456);
    const attemptA = await qr(student, a.orderNo, 'Ali');
    const b = await serviceOrder(10_000);
    const attemptB = await qr(student, b.orderNo, 'Wx');
    const vb = validNotify(attemptB, b.fee);
    expect(await sendNotify(vb, 'Wx')).toBe('success');
    await data('POST', API.order.refundApply, student.token, { orderId: b.id, reason: '不需要了' });
    await data('POST', API.console.decideRefund, staff.token, { orderId: b.id, accept: true, note: '' });
    expect((await find(student, b.id)).data.orderStatus).toBe('5');

    const base = () => validNotify(attemptA, a.fee);
    const unsigned = (params: Record<string, string>) => {
      const { sign: _sign, ...rest } = params;
      return rest;
    };
    const old = new Date(t.clock.now().getTime() - ORDER_LIMITS.NOTIFY_MAX_AGE_MS - 60_000).toISOString();
    const mutations: Array<() => { params: Record<string, string>; channel: string }> = [
      () => {
        const params = base();
        const flipped = params.sign?.startsWith('0')
          ? `1${params.sign.slice(1)}`
          : `0${params.sign?.slice(1) ?? ''}`;
        return { params: { ...params, sign: flipped }, channel: 'Ali' };
      },
      () => ({ params: signed({ ...unsigned(base()), total_amount: fenToYuan(a.fee - 1) }), channel: 'Ali' }),
      () => ({ params: signed({ ...unsigned(base()), total_amount: '1234.5' }), channel: 'Ali' }),
      () => ({ params: { ...base(), total_amount: '0.01' }, channel: 'Ali' }),
      () => ({ params: signed({ ...unsigned(base()), out_trade_no: randomUUID() }), channel: 'Ali' }),
      () => ({ params: signed({ ...unsigned(base()), out_trade_no: 'not-a-uuid' }), channel: 'Ali' }),
      () => ({ params: signed({ ...unsigned(base()), notify_time: old }), channel: 'Ali' }),
      () => ({ params: signed({ ...unsigned(base()), notify_time: 'yesterday' }), channel: 'Ali' }),
      () => ({ params: signed({ ...unsigned(base()), trade_status: 'TRADE_CLOSED' }), channel: 'Ali' }),
      () => ({ params: signed(unsigned(base()), 'another-key-0123456789abcdef'), channel: 'Ali' }),
      () => ({ params: base(), channel: 'Wx' }),
      () => ({ params: base(), channel: 'Bank' }),
      () => ({ params: { ...base(), sign: '' }, channel: 'Ali' }),
    ];
    const [rejectsBefore] = await db().select({ n: count() }).from(payNotifyRejectsTable);
    let replays = 0;
    let refused = 0;
    for (let i = 0; i < 1_000; i += 1) {
      if (i % 10 === 0) {
        replays += 1;
        expect(await sendNotify(vb, 'Wx', i % 20 === 0)).toBe('success');
        continue;
      }
      const mutation = mutations[i % mutations.length];
      if (!mutation) throw new Error('no mutation');
      const { params, channel } = mutation();
      const answer = await sendNotify(params, channel, i % 3 === 0);
      if (answer !== 'success') refused += 1;
      else throw new Error(`accepted: ${JSON.stringify(params)} on ${channel}`);
    }
    expect(replays).toBe(100);
    expect(refused).toBe(900);
    const [rejectsAfter] = await db().select({ n: count() }).from(payNotifyRejectsTable);
    expect((rejectsAfter?.n ?? 0) - (rejectsBefore?.n ?? 0)).toBe(900);
    expect((await find(student, a.id)).data).toMatchObject({ payStatus: '0', orderStatus: '0' });
    expect(await paymentsOf(a.id)).toHaveLength(0);
    expect((await find(student, b.id)).data).toMatchObject({ payStatus: '1', orderStatus: '5' });
    const ledgerB = await paymentsOf(b.id);
    expect(ledgerB).toHaveLength(1);
    expect(ledgerB[0]?.refundedAt).not.toBeNull();
  }, 120_000);
});

describe('membership', () => {
  it('paid twice (支付宝 and 微信): the second payment is refunded, one membership, vipLevel set once', async () => {
    await resetVip(student.user.id);
    const order = await membershipOrder(student, 'ONLINE_QUARTER');
    expect(order).toMatchObject({
      kind: 'MEMBERSHIP',
      providerName: '平台',
      fee: 199_900,
      planCode: 'ONLINE_QUARTER',
    });
    const ali = await qr(student, order.orderNo, 'Ali');
    const wx = await data<PayQr>('POST', API.order.payQr, student.token, {
      orderNo: order.orderNo,
      payChannel: 'Wx',
    });
    await payAtCashier(ali);
    await payAtCashier(wx.qrString.split('/').at(-1) ?? '');
    const ledger = await paymentsOf(order.id);
    expect(ledger).toHaveLength(2);
    expect(ledger.filter((p) => p.effective)).toHaveLength(1);
    const second = ledger.find((p) => !p.effective);
    expect(second?.channel).toBe('Wx');
    expect(second?.refundedAt).not.toBeNull();
    expect(second?.refundId).toBeTruthy();
    expect(
      await db().select().from(membershipsTable).where(eq(membershipsTable.orderId, order.id)),
    ).toHaveLength(1);
    expect((await find(student, order.id)).data).toMatchObject({
      payStatus: '1',
      orderStatus: '1',
      payChannel: 'Ali',
    });
    const user = await userOf(student.user.id);
    expect(user.vipLevel).toBe('ONLINE');
    expect(user.serviceType).toBe('ONLINE');

    // refund: the student applies, platform service accepts -> 已退款, vipLevel back to NONE
    await data('POST', API.order.refundApply, student.token, { orderId: order.id, reason: '误购' });
    const queue = await data<ConsoleRefund[]>('GET', API.console.refunds, staff.token);
    expect(queue[0]).toMatchObject({
      id: order.id,
      orderStatus: '4',
      refundReason: '误购',
      studentId: student.user.id,
    });
    // a counselor of another account sees nothing of it and cannot decide it
    const foreign = await data<ConsoleRefund[]>('GET', API.console.refunds, counselor.token);
    expect(foreign.map((r) => r.id)).not.toContain(order.id);
    expect(
      await call('POST', API.console.decideRefund, counselor.token, { orderId: order.id, accept: true }),
    ).toMatchObject({ code: 451, message: ORDER_TEXT.ORDER_NOT_FOUND });
    const decided = await data<ConsoleRefund>('POST', API.console.decideRefund, staff.token, {
      orderId: order.id,
      accept: true,
      note: '已核实',
    });
    expect(decided).toMatchObject({ orderStatus: '5', refundNote: '已核实' });
    expect((await userOf(student.user.id)).vipLevel).toBe('NONE');
    const refunded = await db()
      .select()
      .from(paymentsTable)
      .where(and(eq(paymentsTable.orderId, order.id), isNotNull(paymentsTable.refundedAt)));
    expect(refunded).toHaveLength(2);
    const [membership] = await db()
      .select()
      .from(membershipsTable)
      .where(eq(membershipsTable.orderId, order.id));
    expect(membership?.cancelledAt).not.toBeNull();
    // decided once: a second decision is refused
    expect(
      await call('POST', API.console.decideRefund, staff.token, { orderId: order.id, accept: true }),
    ).toMatchObject({ code: 410, message: ORDER_TEXT.REFUND_NOT_ALLOWED });
  });

  it('a plan sets vipLevel and serviceType; ADVISOR is never lowered by an ONLINE plan', async () => {
    await resetVip(student.user.id);
    const plans = await data<Array<{ code: string; fee: number }>>('GET', API.order.plans, null);
    expect(plans.map((p) => p.code)).toEqual(['ONLINE_QUARTER', 'ONLINE_YEAR', 'ADVISOR_SEASON']);
    const advisor = await membershipOrder(student, 'ADVISOR_SEASON');
    // an unpaid order of the same plan is reused within the hour
    expect((await membershipOrder(student, 'ADVISOR_SEASON')).id).toBe(advisor.id);
    await payAtCashier(await qr(student, advisor.orderNo, 'Wx'));
    let user = await userOf(student.user.id);
    expect([user.vipLevel, user.serviceType]).toEqual(['ADVISOR', 'ADVISOR']);
    const online = await membershipOrder(student, 'ONLINE_QUARTER');
    await payAtCashier(await qr(student, online.orderNo, 'Ali'));
    user = await userOf(student.user.id);
    expect(user.vipLevel).toBe('ADVISOR');
    // refunding the advisor plan leaves the online one
    await data('POST', API.order.refundApply, student.token, { orderId: advisor.id, reason: '换方案' });
    await data('POST', API.console.decideRefund, staff.token, { orderId: advisor.id, accept: true });
    expect((await userOf(student.user.id)).vipLevel).toBe('ONLINE');
    await resetVip(student.user.id);
  });
});

describe('refunds and access', () => {
  it('a refused refund goes back to 服务中 with the note; only 服务中 orders can apply', async () => {
    const order = await serviceOrder(30_000);
    expect(
      await call('POST', API.order.refundApply, student.token, { orderId: order.id, reason: '不想要' }),
    ).toMatchObject({
      code: 410,
      message: ORDER_TEXT.REFUND_NOT_ALLOWED,
    });
    await payAtCashier(await qr(student, order.orderNo, 'Ali'));
    await data('POST', API.order.refundApply, student.token, { orderId: order.id, reason: '不想要' });
    expect((await find(student, order.id)).data.orderStatus).toBe('4');
    const decided = await data<ConsoleRefund>('POST', API.console.decideRefund, staff.token, {
      orderId: order.id,
      accept: false,
      note: '服务已开始，无法退款',
    });
    expect(decided).toMatchObject({ orderStatus: '1', refundNote: '服务已开始，无法退款' });
    expect((await find(student, order.id)).data).toMatchObject({
      orderStatus: '1',
      refundNote: '服务已开始，无法退款',
    });
    expect((await paymentsOf(order.id))[0]?.refundedAt).toBeNull();
  });

  it('another student cannot find, sign, pay or refund someone’s order; another account’s staff cannot see it', async () => {
    const order = await serviceOrder(7_700);
    const notFound = { code: 451, message: ORDER_TEXT.ORDER_NOT_FOUND };
    expect(await find(other, order.id)).toMatchObject({ status: 404, ...notFound });
    expect(await find(other, randomUUID())).toMatchObject({ status: 404, ...notFound });
    expect(await find(counselor, order.id)).toMatchObject(notFound);
    expect((await find(staff, order.id)).code).toBe(200);
    expect(await call('POST', API.order.sign, other.token, { orderNo: order.orderNo })).toMatchObject(
      notFound,
    );
    expect(
      await call('POST', API.order.payQr, other.token, { orderNo: order.orderNo, payChannel: 'Ali' }),
    ).toMatchObject(notFound);
    expect(
      await call('POST', API.order.refundApply, other.token, { orderId: order.id, reason: 'x' }),
    ).toMatchObject(notFound);
    const [row] = await db().select().from(ordersTable).where(eq(ordersTable.id, order.id));
    expect(row?.agreementSignedAt).toBeNull();
    expect(
      await call('PUT', `${API.order.updateMessage}/${row?.messageId ?? ''}`, other.token, { message: '' }),
    ).toMatchObject({ code: 423 });
    // staff of another account cannot create an order in this conversation; a student cannot at all
    const body = { roomCode, serviceContent: '服务', fee: 100, attachmentUrl: null };
    expect(await call('POST', API.console.createOrder, counselor.token, body)).toMatchObject({ code: 423 });
    expect(await call('POST', API.console.createOrder, student.token, body)).toMatchObject({ code: 423 });
  });
});
