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
  refundApplyBodySchema,
  refundDecisionBodySchema,
  SANDBOX_CASHIER_PATH,
  scanCodeBodySchema,
} from '../../../src/contract/order.ts';
import { chatMessageSchema, userRoom } from '../../../src/contract/socket.ts';
import { safeText } from '../../../src/contract/text.ts';
import { ok } from '../../lib/envelope.ts';
import { isAppError } from '../../lib/errors.ts';
import { requireUser } from '../../lib/request-guards.ts';
import { renderCashier } from './order.cashier.ts';
import { createOrderUsecases } from './order.usecases.ts';

const tags = ['order'];
const FORM = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 16_384;

const messageIdParamsSchema = z.object({ messageId: safeText().trim().min(1).max(64) });
const channelParamsSchema = z.object({ channel: safeText().max(10) });
const cashierParamsSchema = z.object({ attemptId: safeText().max(64) });
const cashierQuerySchema = z.object({ done: z.enum(['PAY', 'CANCEL']).optional() });
const scanCodeResultSchema = z.object({ attemptId: z.string(), action: z.enum(['PAY', 'CANCEL']) });

/**
 * Orders, QR payment and membership (SPEC sections 2, 3, 4, 5, 7, 9; the model: src/contract/order.ts), the
 * gateway's notify, the sandbox gateway's cashier page, and the console's orders and refunds.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.get(
    `${API.order.find}/:id`,
    {
      schema: {
        tags,
        summary: 'One order: the student’s own, or for the staff of its account (others: 404)',
        params: orderIdParamsSchema,
        response: { 200: envelope(orderDetailSchema) },
      },
      config: { access: { owner: 'row', resource: 'order', id: 'params.id' } },
    },
    async (request) => ok(await orders.find(requireUser(request), request.params.id)),
  );

  app.put(
    `${API.order.updateMessage}/:messageId`,
    {
      schema: {
        tags,
        summary: 'Rewrite an order message from the stored order (parties of the conversation)',
        params: messageIdParamsSchema,
        body: orderUpdateMessageBodySchema,
        response: { 200: envelope(chatMessageSchema) },
      },
      config: { access: { owner: 'row', resource: 'order-message', id: 'params.messageId' } },
    },
    async (request) => ok(await orders.updateMessage(requireUser(request), request.params.messageId)),
  );

  app.post(
    API.order.sign,
    {
      schema: {
        tags,
        summary: 'The student ticks the service agreement of their order',
        body: orderSignBodySchema,
        response: { 200: envelope(orderDetailSchema) },
      },
      config: { access: { owner: 'row', resource: 'order-no', id: 'body.orderNo' } },
    },
    async (request) => ok(await orders.sign(requireUser(request), request.body.orderNo)),
  );

  app.post(
    API.order.payQr,
    {
      schema: {
        tags,
        summary: 'A new QR (payment attempt) of the caller’s unpaid order on a channel, after the agreement',
        body: payQrBodySchema,
        response: { 200: envelope(payQrSchema) },
      },
      config: { access: { owner: 'row', resource: 'order-no', id: 'body.orderNo' } },
    },
    async (request) => {
      const origin = `${request.protocol}://${request.host}`;
      const { orderNo, payChannel } = request.body;
      return ok(await orders.payQr(requireUser(request), orderNo, payChannel, origin));
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
      // the cashier page's form: back to the page, which shows what happened
      try {
        await orders.scanCode(attemptId, action);
      } catch (error) {
        if (!isAppError(error)) throw error;
      }
      return reply.redirect(`${SANDBOX_CASHIER_PATH}/${encodeURIComponent(attemptId)}?done=${action}`, 303);
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
      });
      return reply
        .code(found ? 200 : 404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  app.get(
    API.order.mine,
    {
      schema: {
        tags,
        summary: '我的订单: the caller’s orders, newest first',
        querystring: orderPageQuerySchema,
        response: { 200: envelope(orderPageSchema) },
      },
      config: { access: 'user' },
    },
    async (request) =>
      ok(await orders.mine(requireUser(request), request.query.pageIndex, request.query.pageSize)),
  );

  app.post(
    API.order.refundApply,
    {
      schema: {
        tags,
        summary: 'Apply for a refund of the caller’s order in service (服务中 -> 退款中)',
        body: refundApplyBodySchema,
        response: { 200: envelope(orderDetailSchema) },
      },
      config: { access: { owner: 'row', resource: 'paid-order', id: 'body.orderId' } },
    },
    async (request) =>
      ok(await orders.refundApply(requireUser(request), request.body.orderId, request.body.reason)),
  );

  app.get(
    API.order.plans,
    {
      schema: {
        tags,
        summary: 'The membership plans with their fee (fen)',
        response: { 200: envelope(membershipPlansSchema) },
      },
      config: { access: 'public' },
    },
    async () => ok(orders.plans()),
  );

  app.post(
    API.order.membershipOrder,
    {
      schema: {
        tags,
        summary: 'A membership order of a plan for the caller (an unpaid one of the last hour is reused)',
        body: membershipOrderBodySchema,
        response: { 200: envelope(orderDetailSchema) },
      },
      config: { access: 'user' },
    },
    async (request) => ok(await orders.membershipOrder(requireUser(request), request.body.planCode)),
  );

  // --- console (staff) ------------------------------------------------------------------------------------

  app.post(
    API.console.createOrder,
    {
      schema: {
        tags: ['console'],
        summary: 'A SERVICE order in a conversation of the caller’s accounts, sent as an order message',
        body: consoleOrderBodySchema,
        response: { 200: envelope(orderDetailSchema) },
      },
      config: { access: 'staff' },
    },
    async (request) => {
      const created = await orders.createOrder(requireUser(request), request.body);
      app.io.to(created.rooms).emit('chat', created.message);
      return ok(created.order);
    },
  );

  app.get(
    API.console.refunds,
    {
      schema: {
        tags: ['console'],
        summary: 'Refund requests of the caller’s accounts: 退款中 first, then recently decided',
        response: { 200: envelope(consoleRefundListSchema) },
      },
      config: { access: 'staff' },
    },
    async (request) => ok(await orders.refunds(requireUser(request))),
  );

  app.post(
    API.console.decideRefund,
    {
      schema: {
        tags: ['console'],
        summary: 'Accept (gateway refund, 已退款) or refuse (服务中, with the note) a refund request',
        body: refundDecisionBodySchema,
        response: { 200: envelope(consoleRefundSchema) },
      },
      config: { access: 'staff' },
    },
    async (request) => ok(await orders.decideRefund(requireUser(request), request.body)),
  );
};
