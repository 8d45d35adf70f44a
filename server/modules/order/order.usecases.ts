/**
 * The rules of orders and payment (the model: src/contract/order.ts):
 * - An order is seen by its student, and by the staff of its account (a membership order: platform customer
 *   service); anyone else gets 404 as for an unknown id.
 * - Only a verified gateway notify makes an order paid (see `notify`): signature, TRADE_SUCCESS, a known
 *   attempt of that channel, its amount, a fresh notify_time; the ledger row and the state change are one
 *   transaction, a repeated notify answers `success` without effect, and a second payment of a paid order is
 *   refunded at once.
 */
import { randomInt } from 'node:crypto';

import { fileIdFromPreviewUrl } from '../../../src/contract/chat.ts';
import {
  MEMBERSHIP_PLANS,
  ORDER_LIMITS,
  ORDER_STATUS,
  PAY_CHANNEL_CODES,
  PAY_STATUS,
  payNotifySchema,
  type ConsoleRefund,
  type MembershipPlanCode,
  type OrderDetail,
  type OrderPage,
  type PayChannel,
  type PayQr,
  type PayUrl,
} from '../../../src/contract/order.ts';
import type { ChatMessage } from '../../../src/contract/socket.ts';
import { routeMeta } from '../../../src/contract/routes.ts';
import { userRoom } from '../../../src/contract/socket.ts';
import { isSandbox } from '../../adapters/payment/index.ts';
import { yuanToFen, type PaymentGateway } from '../../adapters/payment/payment.ts';
import type { Database } from '../../lib/database.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { createRouteNotFoundError } from '../../lib/errors.ts';
import { createNotPartyError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { createFileNotOwnError } from '../chat/chat.errors.ts';
import { toChatMessage } from '../chat/chat.mappers.ts';
import { createChatRepository } from '../chat/chat.repository.ts';
import { chatImages } from '../files/files.chat-images.ts';
import { createFilesRepository } from '../files/files.repository.ts';
import type { UserRow } from '../user/user.table.ts';
import {
  createAgreementRequiredError,
  createOrderNotFoundError,
  createOrderNotPayableError,
  createOrderPaidError,
  createQrExpiredError,
  createRefundNotAllowedError,
} from './order.errors.ts';
import { orderMessageText, toOrderDetail } from './order.mappers.ts';
import { createOrderRepository } from './order.repository.ts';
import type { OrderRow } from './order.table.ts';
import type { Sessions } from '../../lib/sessions.ts';

const ORDER_NO_UNIQUE = 'orders_order_no_idx';
const MEMBERSHIP_PROVIDER = '平台';
const MEMBERSHIP_REUSE_MS = 3_600_000;
/** A notify_time this far ahead of the server clock is refused too (clock skew allowed). */
const NOTIFY_MAX_SKEW_MS = 5 * 60_000;
const CONSOLE_REFUNDS_MAX = 200;

/** `LX` + the Beijing date (yyyymmdd) + 8 random digits. */
export function newOrderNo(now: Date): string {
  const beijing = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `LX${beijing}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export interface NotifyOutcome {
  answer: 'success' | 'fail';
  /** The order this notify made paid (the caller emits `pay` to the student). */
  paid?: OrderRow;
}

const isStaff = (user: UserRow) => user.staffRole !== null;

/** Which orders a staff member sees: those of the accounts they answer for (the platform's: its own). */
function staffAccess(chat: ReturnType<typeof createChatRepository>) {
  async function staffScope(user: UserRow) {
    const accounts = isStaff(user) ? await chat.accountsOf(user.id) : [];
    return {
      accountIds: accounts.map((a) => a.accountId),
      platform: accounts.some((a) => a.kind === 'PLATFORM'),
    };
  }

  async function staffMaySee(user: UserRow, order: OrderRow): Promise<boolean> {
    if (!isStaff(user)) return false;
    const scope = await staffScope(user);
    return order.accountId ? scope.accountIds.includes(order.accountId) : scope.platform;
  }
  return { isStaff, staffScope, staffMaySee };
}

/** Refuses a notify: logged and recorded (what it carried, as far as the database can store it). */
function notifyRejecter(
  repo: ReturnType<typeof createOrderRepository>,
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void },
  now: () => Date,
) {
  return async function reject(channel: string, reason: string, params: unknown): Promise<NotifyOutcome> {
    const stored: Record<string, unknown> =
      typeof params === 'object' && params !== null && !Array.isArray(params)
        ? { ...(params as Record<string, unknown>) }
        : { body: String(params).slice(0, 2000) };
    log.warn({ channel, reason, outTradeNo: stored.out_trade_no }, 'pay notify refused');
    try {
      await repo.recordReject(channel, reason, stored, now());
    } catch (error) {
      // text the database cannot store (the notify is refused anyway)
      log.error({ err: error, channel, reason }, 'pay notify reject not recorded');
    }
    return { answer: 'fail' };
  };
}

/** What the parts of createOrderUsecases share. */
function orderUsecasesContext(deps: {
  db: Database;
  now: () => Date;
  gateway: PaymentGateway;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** Told when a payment or refund changes the student's vipLevel / serviceType (server/plugins/auth.ts). */
  sessions: Sessions;
}) {
  const { db, now, gateway, log, sessions } = deps;
  const repo = createOrderRepository({ db });
  const chat = createChatRepository({ db, images: chatImages });
  const files = createFilesRepository({ db });

  const { isStaff, staffScope, staffMaySee } = staffAccess(chat);

  async function providerName(order: OrderRow): Promise<string> {
    if (!order.accountId) return MEMBERSHIP_PROVIDER;
    const account = await chat.findAccount(order.accountId);
    return account?.orgNameCn ?? account?.nameCn ?? account?.nickname ?? MEMBERSHIP_PROVIDER;
  }

  const detailOf = async (order: OrderRow): Promise<OrderDetail> =>
    toOrderDetail(order, await providerName(order));

  /** The caller's own order (by id or number); 404 for anyone else's. */
  async function ownOrder(user: UserRow, found: OrderRow | undefined): Promise<OrderRow> {
    if (!found || found.studentId !== user.id) throw createOrderNotFoundError();
    return found;
  }

  async function insertWithNumber(values: Omit<Parameters<typeof repo.insertOrder>[0], 'orderNo'>) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await repo.insertOrder({ ...values, orderNo: newOrderNo(now()) });
      } catch (error) {
        if (attempt < 5 && isUniqueViolation(error, ORDER_NO_UNIQUE)) continue;
        throw error;
      }
    }
  }

  /** Rewrites the order's chat message from the stored order; the message, if it has one. */
  async function rewriteMessage(order: OrderRow): Promise<ChatMessage | undefined> {
    const row = await repo.rewriteMessage(order, orderMessageText(order));
    if (!row) return undefined;
    return toChatMessage(row, await chat.avatars([row.fromUserId, row.toUserId]));
  }

  async function toConsoleRefund(order: OrderRow, studentName: string): Promise<ConsoleRefund> {
    return {
      ...(await detailOf(order)),
      studentId: order.studentId,
      studentName,
      refundRequestedAt: order.refundRequestedAt?.toISOString() ?? null,
    };
  }

  const reject = notifyRejecter(repo, log, now);
  return {
    deps,
    db,
    now,
    gateway,
    log,
    sessions,
    repo,
    chat,
    files,
    isStaff,
    staffScope,
    staffMaySee,
    providerName,
    detailOf,
    ownOrder,
    insertWithNumber,
    rewriteMessage,
    toConsoleRefund,
    reject,
  };
}

type OrderUsecasesContext = ReturnType<typeof orderUsecasesContext>;

function createOrderViewUsecases(ctx: OrderUsecasesContext) {
  const { now, repo, chat, isStaff, staffMaySee, detailOf, ownOrder, rewriteMessage } = ctx;
  return {
    async find(user: UserRow, id: string): Promise<OrderDetail> {
      const order = await repo.findById(id);
      if (!order || (order.studentId !== user.id && !(await staffMaySee(user, order)))) {
        throw createOrderNotFoundError();
      }
      return detailOf(order);
    },

    /** Rewrites an order message from the stored order (parties of its conversation only). */
    async updateMessage(user: UserRow, messageId: string): Promise<ChatMessage> {
      const message = await repo.findMessage(messageId);
      const conversation = message ? await chat.findConversation(message.conversationId) : undefined;
      if (!message || !conversation) throw createOrderNotFoundError();
      const party =
        conversation.studentId === user.id ||
        (isStaff(user) && (await chat.accountIdsOf(user.id)).includes(conversation.accountId));
      if (!party) throw createNotPartyError();
      const order = await repo.findByMessageId(messageId);
      if (!order) throw createOrderNotFoundError();
      const rewritten = await rewriteMessage(order);
      if (!rewritten) throw createOrderNotFoundError();
      return rewritten;
    },

    async sign(user: UserRow, orderNo: string): Promise<OrderDetail> {
      const order = await ownOrder(user, await repo.findByNo(orderNo));
      const signed = await repo.sign(order.id, now());
      return detailOf(signed ?? order);
    },

    async mine(user: UserRow, pageIndex: number, pageSize: number): Promise<OrderPage> {
      const page = await repo.pageOfStudent(user.id, { pageIndex, pageSize });
      return { ...page, list: await Promise.all(page.list.map(detailOf)) };
    },

    plans: () =>
      MEMBERSHIP_PLANS.map((plan) => ({
        code: plan.code,
        name: plan.name,
        vipLevel: plan.vipLevel,
        months: plan.months,
        fee: plan.feeFen,
        includes: [...plan.includes],
      })),
  };
}

function createPayUsecases(ctx: OrderUsecasesContext) {
  const { now, gateway, repo, ownOrder } = ctx;
  /** A new attempt of the caller's payable order (after the agreement) on a channel, and what gateways are told. */
  async function openAttempt(user: UserRow, orderNo: string, channel: PayChannel, origin: string) {
    const order = await ownOrder(user, await repo.findByNo(orderNo));
    if (order.payStatus === PAY_STATUS.PAID) throw createOrderPaidError();
    if (order.orderStatus !== ORDER_STATUS.PENDING) throw createOrderNotPayableError();
    if (!order.agreementSignedAt) throw createAgreementRequiredError();
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + ORDER_LIMITS.QR_TTL_MS);
    const attempt = await repo.openAttempt(order, channel, createdAt, expiresAt);
    const input = {
      attemptId: attempt.id,
      orderNo: order.orderNo,
      amountFen: attempt.amountFen,
      channel,
      subject: order.serviceContent.slice(0, 100),
      origin,
    };
    return { order, input, expiresAt: expiresAt.toISOString() };
  }

  return {
    async payQr(user: UserRow, orderNo: string, channel: PayChannel, origin: string): Promise<PayQr> {
      const { input, expiresAt } = await openAttempt(user, orderNo, channel, origin);
      const { qrString } = await gateway.createQr(input);
      return { qrString, expiresAt, payChannel: channel };
    },

    /** The mobile cashier of a new attempt: the gateway returns the student to the order's 支付结果 page. */
    async payUrl(user: UserRow, orderNo: string, channel: PayChannel, origin: string): Promise<PayUrl> {
      const { order, input, expiresAt } = await openAttempt(user, orderNo, channel, origin);
      const query = new URLSearchParams({ id: order.id });
      const returnUrl = `${origin}${routeMeta('PayResult').path}?${query.toString()}`;
      const { payUrl } = await gateway.createMobilePay({ ...input, returnUrl });
      return { payUrl, expiresAt, payChannel: channel };
    },

    /** An attempt with its order (the cashier page and its buttons). */
    async attempt(attemptId: string) {
      const attempt = await repo.findAttempt(attemptId);
      const order = attempt ? await repo.findById(attempt.orderId) : undefined;
      if (!attempt || !order) return undefined;
      const expired = attempt.status === 'OPEN' && attempt.expiresAt.getTime() <= now().getTime();
      return { attempt, order, status: expired ? 'EXPIRED' : attempt.status };
    },

    /** The sandbox cashier's buttons: PAY confirms (the gateway's notifies follow), CANCEL closes the QR. */
    async scanCode(
      attemptId: string,
      action: 'PAY' | 'CANCEL',
    ): Promise<{ attemptId: string; action: 'PAY' | 'CANCEL' }> {
      if (!isSandbox(gateway)) throw createRouteNotFoundError();
      const attempt = await repo.findAttempt(attemptId);
      if (!attempt) throw createOrderNotFoundError();
      const open = attempt.status === 'OPEN' && attempt.expiresAt.getTime() > now().getTime();
      if (!open) throw createQrExpiredError();
      if (action === 'CANCEL') {
        if (!(await repo.cancelAttempt(attempt.id))) throw createQrExpiredError();
      } else {
        const channel = attempt.channel === 'Wx' ? 'Wx' : 'Ali';
        gateway.confirm({ attemptId: attempt.id, channel, amountFen: attempt.amountFen });
      }
      return { attemptId: attempt.id, action };
    },
  };
}

/** The gateway's side of a payment: its notifies. */
function createNotifyUsecases(ctx: OrderUsecasesContext) {
  const { now, gateway, log, sessions, repo, rewriteMessage, reject } = ctx;
  return {
    /** The gateway's asynchronous notify (see the header); answers `success` or `fail`. */
    async notify(channel: string, raw: unknown): Promise<NotifyOutcome> {
      const parsed = payNotifySchema.safeParse(raw);
      if (!parsed.success) return reject(channel, 'malformed', raw);
      const params = parsed.data;
      if (!(PAY_CHANNEL_CODES as readonly string[]).includes(channel))
        return reject(channel, 'channel', params);
      const payChannel = channel as PayChannel;
      if (!gateway.verifyNotify({ ...params })) return reject(channel, 'signature', params);
      if (params.trade_status !== 'TRADE_SUCCESS') return reject(channel, 'trade_status', params);
      const attempt = await repo.findAttempt(params.out_trade_no);
      if (!attempt || attempt.channel !== payChannel) return reject(channel, 'unknown_trade', params);
      if (yuanToFen(params.total_amount) !== attempt.amountFen) return reject(channel, 'amount', params);
      const at = now();
      const sent = Date.parse(params.notify_time);
      if (
        Number.isNaN(sent) ||
        at.getTime() - sent > ORDER_LIMITS.NOTIFY_MAX_AGE_MS ||
        sent - at.getTime() > NOTIFY_MAX_SKEW_MS
      ) {
        return reject(channel, 'notify_time', params);
      }
      const result = await repo.applyPayment({
        attempt,
        channel: payChannel,
        transactionId: params.trade_no,
        amountFen: attempt.amountFen,
        params: { ...params },
        now: at,
      });
      if (result.kind === 'repeat') return { answer: 'success' };
      // a paid membership set the student's vipLevel and serviceType
      if (result.kind === 'paid') await sessions.forgetUser(result.order.studentId);
      if (result.kind === 'second') {
        // paid before through another QR: the money goes back at once (the order stays as it is)
        try {
          const { refundId } = await gateway.refund({
            transactionId: result.payment.transactionId,
            amountFen: result.payment.amountFen,
            reason: '重复支付退款',
          });
          await repo.markRefunded(result.payment.id, refundId, now());
        } catch (error) {
          log.error({ err: error, orderNo: result.order.orderNo }, 'refund of a second payment failed');
        }
        return { answer: 'success' };
      }
      await rewriteMessage(result.order);
      return { answer: 'success', paid: result.order };
    },
  };
}

function createOrderCreateUsecases(ctx: OrderUsecasesContext) {
  const { now, repo, chat, files, isStaff, detailOf, insertWithNumber } = ctx;
  return {
    async membershipOrder(user: UserRow, planCode: MembershipPlanCode): Promise<OrderDetail> {
      const plan = MEMBERSHIP_PLANS.find((p) => p.code === planCode);
      if (!plan) throw createOrderNotFoundError();
      const at = now();
      const recent = await repo.recentUnpaidMembership(
        user.id,
        plan.code,
        new Date(at.getTime() - MEMBERSHIP_REUSE_MS),
      );
      if (recent) return detailOf(recent);
      const order = await insertWithNumber({
        kind: 'MEMBERSHIP',
        studentId: user.id,
        serviceContent: `${plan.name}：${plan.includes.join('；')}`,
        planCode: plan.code,
        feeFen: plan.feeFen,
        createdAt: at,
        updatedAt: at,
      });
      return detailOf(order);
    },

    // --- console ----------------------------------------------------------------------------------------

    /** A SERVICE order in a conversation of the caller's accounts, and its order message (the caller emits). */
    async createOrder(
      user: UserRow,
      body: { roomCode: string; serviceContent: string; fee: number; attachmentUrl: string | null },
    ): Promise<{ order: OrderDetail; message: ChatMessage; rooms: string[] }> {
      if (!isStaff(user)) throw createNotPartyError();
      const conversation = await chat.findConversation(body.roomCode);
      if (!conversation || !(await chat.accountIdsOf(user.id)).includes(conversation.accountId)) {
        throw createNotPartyError();
      }
      let attachmentFileId: string | null = null;
      if (body.attachmentUrl) {
        const fileId = fileIdFromPreviewUrl(body.attachmentUrl);
        const file = fileId && isUuid(fileId) ? await files.findById(fileId) : undefined;
        if (!file || file.ownerId !== user.id) throw createFileNotOwnError();
        if (!(await files.attachToConversation(file.id, conversation.id))) throw createFileNotOwnError();
        attachmentFileId = file.id;
      }
      const at = now();
      const order = await insertWithNumber({
        kind: 'SERVICE',
        studentId: conversation.studentId,
        accountId: conversation.accountId,
        createdBy: user.id,
        conversationId: conversation.id,
        serviceContent: body.serviceContent,
        attachmentFileId,
        feeFen: body.fee,
        createdAt: at,
        updatedAt: at,
      });
      const row = await chat.appendMessage({
        studentId: conversation.studentId,
        accountId: conversation.accountId,
        fromUserId: conversation.accountId,
        toUserId: conversation.studentId,
        senderId: user.id,
        clientMsgId: null,
        msgType: 'order',
        message: orderMessageText(order),
        imageFileId: null,
        now: at,
      });
      const withMessage = (await repo.setMessage(order.id, row.id, at)) ?? order;
      const avatars = await chat.avatars([row.fromUserId, row.toUserId]);
      return {
        order: await detailOf(withMessage),
        message: toChatMessage(row, avatars),
        rooms: [userRoom(conversation.studentId), userRoom(conversation.accountId)],
      };
    },
  };
}

function createRefundUsecases(ctx: OrderUsecasesContext) {
  const {
    now,
    gateway,
    sessions,
    repo,
    chat,
    isStaff,
    staffScope,
    staffMaySee,
    detailOf,
    ownOrder,
    rewriteMessage,
    toConsoleRefund,
  } = ctx;
  return {
    async refundApply(user: UserRow, orderId: string, reason: string): Promise<OrderDetail> {
      const order = await ownOrder(user, await repo.findById(orderId));
      const updated = await repo.applyRefund(order.id, reason, now());
      if (!updated) throw createRefundNotAllowedError();
      await rewriteMessage(updated);
      return detailOf(updated);
    },

    async refunds(user: UserRow): Promise<ConsoleRefund[]> {
      if (!isStaff(user)) throw createNotPartyError();
      const scope = await staffScope(user);
      const rows = await repo.refundsOf(scope.accountIds, scope.platform, CONSOLE_REFUNDS_MAX);
      return Promise.all(rows.map((row) => toConsoleRefund(row.order, row.studentName)));
    },

    async decideRefund(
      user: UserRow,
      body: { orderId: string; accept: boolean; note: string },
    ): Promise<ConsoleRefund> {
      if (!isStaff(user)) throw createNotPartyError();
      const order = await repo.findById(body.orderId);
      if (!order || !(await staffMaySee(user, order))) throw createOrderNotFoundError();
      const at = now();
      const decided = body.accept
        ? await repo.acceptRefund(order.id, user.id, body.note, at, async (payment) => {
            const { refundId } = await gateway.refund({
              transactionId: payment.transactionId,
              amountFen: payment.amountFen,
              reason: order.refundReason ?? '退款',
            });
            return refundId;
          })
        : await repo.refuseRefund(order.id, user.id, body.note, at);
      if (!decided) throw createRefundNotAllowedError();
      // an accepted membership refund recomputed the student's vipLevel
      if (body.accept) await sessions.forgetUser(decided.studentId);
      await rewriteMessage(decided);
      const student = await chat.findUser(decided.studentId);
      return toConsoleRefund(decided, student?.nameCn ?? student?.nickname ?? '');
    },
  };
}

export function createOrderUsecases(deps: {
  db: Database;
  now: () => Date;
  gateway: PaymentGateway;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** Told when a payment or refund changes the student's vipLevel / serviceType (server/plugins/auth.ts). */
  sessions: Sessions;
}) {
  const ctx = orderUsecasesContext(deps);
  const payments = { ...createPayUsecases(ctx), ...createNotifyUsecases(ctx) };
  const writes = { ...createOrderCreateUsecases(ctx), ...createRefundUsecases(ctx) };
  return { ...createOrderViewUsecases(ctx), ...payments, ...writes };
}

export type OrderUsecases = ReturnType<typeof createOrderUsecases>;
