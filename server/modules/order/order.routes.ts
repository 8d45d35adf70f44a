import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API } from '../../../src/contract/api.ts';
import { envelope } from '../../../src/contract/envelope.ts';
import {
  consoleOrderBodySchema,
  consoleRefundListSchema,
  consoleRefundSchema,
  membershipOrderBodySchema,
  membershipPlansSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderPageQuerySchema,
  orderPageSchema,
  orderSignBodySchema,
  orderUpdateMessageBodySchema,
  payNotifySchema,
  payQrBodySchema,
  payQrSchema,
  payUrlBodySchema,
  payUrlSchema,
  refundApplyBodySchema,
  refundDecisionBodySchema,
  SANDBOX_CASHIER_PATH,
  sandboxReturnPath,
  scanCodeBodySchema,
} from '../../../src/contract/order.ts';
import { chatMessageSchema, userRoom } from '../../../src/contract/socket.ts';
import { safeText } from '../../../src/contract/text.ts';
import { ok } from '../../lib/envelope.ts';
import { isAppError } from '../../lib/errors.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { routes, type ZodApp } from '../../lib/route.ts';
import { renderCashier } from './order.cashier.ts';
import { createOrderUsecases } from './order.usecases.ts';

const tags = ['order'];
const FORM = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 16_384;

const messageIdParamsSchema = z.object({ messageId: safeText().trim().min(1).max(64) });
const channelParamsSchema = z.object({ channel: safeText().max(10) });
const cashierParamsSchema = z.object({ attemptId: safeText().max(64) });
const cashierQuerySchema = z.object({
  done: z.enum(['PAY', 'CANCEL']).optional(),
  return: safeText().max(300).optional(),
});
const scanCodeResultSchema = z.object({ attemptId: z.string(), action: z.enum(['PAY', 'CANCEL']) });
/** What the route groups of orderRoutes share. */
function orderRoutesContext(app: ZodApp) {
  const route = routes(app, tags);
  const gateway = app.payments;
  const orders = createOrderUsecases({
    db: app.db,
    now: app.clock,
    gateway,
    log: app.log,
    sessions: app.sessions,
  });

  // gateways post notifies as forms; the sandbox cashier's buttons are a form too (these routes only)
  app.addContentTypeParser(
    FORM,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  return { app, route, gateway, orders };
}

type OrderRoutesContext = ReturnType<typeof orderRoutesContext>;

function orderPayRoutes({ app, route, orders }: OrderRoutesContext) {
  route.get(
    `${API.order.find}/:id`,
    {
      summary: 'One order: the student’s own, or for the staff of its account (others: 404)',
      access: { owner: 'row', resource: 'order', id: 'params.id' },
      params: orderIdParamsSchema,
      response: orderDetailSchema,
    },
    (request) => orders.find(requireUser(request), request.params.id),
  );

  route.put(
    `${API.order.updateMessage}/:messageId`,
    {
      summary: 'Rewrite an order message from the stored order (parties of the conversation)',
      access: { owner: 'row', resource: 'order-message', id: 'params.messageId' },
      params: messageIdParamsSchema,
      body: orderUpdateMessageBodySchema,
      response: chatMessageSchema,
    },
    (request) => orders.updateMessage(requireUser(request), request.params.messageId),
  );

  route.post(
    API.order.sign,
    {
      summary: 'The student ticks the service agreement of their order',
      access: { owner: 'row', resource: 'order-no', id: 'body.orderNo' },
      body: orderSignBodySchema,
      response: orderDetailSchema,
    },
    (request) => orders.sign(requireUser(request), request.body.orderNo),
  );

  route.post(
    API.order.payQr,
    {
      summary: 'A new QR (payment attempt) of the caller’s unpaid order on a channel, after the agreement',
      access: { owner: 'row', resource: 'order-no', id: 'body.orderNo' },
      body: payQrBodySchema,
      response: payQrSchema,
    },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`;
      const { orderNo, payChannel } = request.body;
      return await orders.payQr(requireUser(request), orderNo, payChannel, origin);
    },
  );

  app.post(
    `${API.order.notify}/:channel`,
    {
      schema: {
        tags,
        summary: 'The gateway’s signed asynchronous notify (form or JSON); answers the text success or fail',
        params: channelParamsSchema,
        body: payNotifySchema,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const outcome = await orders.notify(request.params.channel, request.body);
      if (outcome.paid) {
        const { orderNo, payStatus, orderStatus, studentId } = outcome.paid;
        app.io.to(userRoom(studentId)).emit('pay', { orderNo, payStatus, orderStatus });
      }
      return reply.type('text/plain; charset=utf-8').send(outcome.answer);
    },
  );
}

/** The phone's way to pay: the gateway's mobile cashier of a new attempt, instead of a QR. */
function orderMobilePayRoutes({ route, orders }: OrderRoutesContext) {
  route.post(
    API.order.payUrl,
    {
      summary:
        'The gateway’s mobile cashier (a new payment attempt) of the caller’s unpaid order, for paying on a phone',
      access: { owner: 'row', resource: 'order-no', id: 'body.orderNo' },
      body: payUrlBodySchema,
      response: payUrlSchema,
    },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`;
      const { orderNo, payChannel } = request.body;
      return await orders.payUrl(requireUser(request), orderNo, payChannel, origin);
    },
  );
}

function orderCashierRoutes({ app, route, orders }: OrderRoutesContext) {
  app.post(
    API.order.scanCode,
    {
      schema: {
        tags,
        summary: 'The sandbox cashier’s buttons: PAY (the gateway notifies) or CANCEL (sandbox only)',
        body: scanCodeBodySchema,
        response: { 200: envelope(scanCodeResultSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { attemptId, action } = request.body;
      if (!String(request.headers['content-type'] ?? '').startsWith(FORM)) {
        return ok(await orders.scanCode(attemptId, action));
      }
      // the cashier page's form: back to the page, which shows what happened (and keeps its way back)
      try {
        await orders.scanCode(attemptId, action);
      } catch (error) {
        if (!isAppError(error)) throw error;
      }
      const back = sandboxReturnPath(request.body.return);
      const query = new URLSearchParams({ done: action, ...(back ? { return: back } : {}) });
      return reply.redirect(
        `${SANDBOX_CASHIER_PATH}/${encodeURIComponent(attemptId)}?${query.toString()}`,
        303,
      );
    },
  );

  app.get(
    `${SANDBOX_CASHIER_PATH}/:attemptId`,
    {
      schema: {
        tags,
        summary: 'The sandbox gateway’s cashier page (what its QR opens)',
        params: cashierParamsSchema,
        querystring: cashierQuerySchema,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const found = await orders.attempt(request.params.attemptId);
      const html = renderCashier({
        attemptId: request.params.attemptId,
        orderNo: found?.order.orderNo ?? '',
        amountFen: found?.attempt.amountFen ?? 0,
        channel: found?.attempt.channel ?? '',
        status: found?.status ?? null,
        done: request.query.done,
        returnPath: sandboxReturnPath(request.query.return),
      });
      return reply
        .code(found ? 200 : 404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  route.get(
    API.order.mine,
    {
      summary: '我的订单: the caller’s orders, newest first',
      access: 'user',
      querystring: orderPageQuerySchema,
      response: orderPageSchema,
    },
    (request) => orders.mine(requireUser(request), request.query.pageIndex, request.query.pageSize),
  );
}

function orderRefundRoutes({ route, orders }: OrderRoutesContext) {
  route.post(
    API.order.refundApply,
    {
      summary: 'Apply for a refund of the caller’s order in service (服务中 -> 退款中)',
      access: { owner: 'row', resource: 'paid-order', id: 'body.orderId' },
      body: refundApplyBodySchema,
      response: orderDetailSchema,
    },
    (request) => orders.refundApply(requireUser(request), request.body.orderId, request.body.reason),
  );

  route.get(
    API.order.plans,
    {
      summary: 'The membership plans with their fee (fen)',
      access: 'public',
      response: membershipPlansSchema,
    },
    async () => orders.plans(),
  );

  route.post(
    API.order.membershipOrder,
    {
      summary: 'A membership order of a plan for the caller (an unpaid one of the last hour is reused)',
      access: 'user',
      body: membershipOrderBodySchema,
      response: orderDetailSchema,
    },
    (request) => orders.membershipOrder(requireUser(request), request.body.planCode),
  );
}

function orderConsoleRoutes({ app, orders }: OrderRoutesContext) {
  const staff = routes(app, ['console']);

  staff.post(
    API.console.createOrder,
    {
      summary: 'A SERVICE order in a conversation of the caller’s accounts, sent as an order message',
      access: 'staff',
      body: consoleOrderBodySchema,
      response: orderDetailSchema,
    },
    async (request) => {
      const created = await orders.createOrder(requireUser(request), request.body);
      app.io.to(created.rooms).emit('chat', created.message);
      return created.order;
    },
  );

  staff.get(
    API.console.refunds,
    {
      summary: 'Refund requests of the caller’s accounts: 退款中 first, then recently decided',
      access: 'staff',
      response: consoleRefundListSchema,
    },
    (request) => orders.refunds(requireUser(request)),
  );

  staff.post(
    API.console.decideRefund,
    {
      summary: 'Accept (gateway refund, 已退款) or refuse (服务中, with the note) a refund request',
      access: 'staff',
      body: refundDecisionBodySchema,
      response: consoleRefundSchema,
    },
    (request) => orders.decideRefund(requireUser(request), request.body),
  );
}

/**
 * Orders, QR payment and membership (SPEC sections 2, 3, 4, 5, 7, 9; the model: src/contract/order.ts), the
 * gateway's notify, the sandbox gateway's cashier page, and the console's orders and refunds.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = orderRoutesContext(app);
  orderPayRoutes(ctx);
  orderMobilePayRoutes(ctx);
  orderCashierRoutes(ctx);
  orderRefundRoutes(ctx);
  orderConsoleRoutes(ctx);
};
