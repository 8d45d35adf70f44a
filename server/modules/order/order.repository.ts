/**
 * Orders, payment attempts, the payments ledger and memberships (order.table.ts). The state changes that
 * money decides are conditional updates (`where pay_status = '0'`, `where order_status = '4'`): concurrent
 * callers queue on the row and exactly one of them changes it.
 */
import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';

import { MEMBERSHIP_PLANS, ORDER_STATUS, PAY_STATUS, type PayChannel } from '../../../src/contract/order.ts';
import type { VipLevel } from '../../../src/contract/code-tables.ts';
import type { Database } from '../../lib/database.ts';
import { countRows, offsetOf, type Paging, toPage, totalOver } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { chatMessagesTable } from '../chat/chat.table.ts';
import { usersTable } from '../user/user.table.ts';
import {
  membershipsTable,
  ordersTable,
  paymentAttemptsTable,
  paymentsTable,
  payNotifyRejectsTable,
  type OrderRow,
  type PaymentAttemptRow,
  type PaymentRow,
} from './order.table.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type NewOrder = typeof ordersTable.$inferInsert;

export interface VerifiedNotify {
  attempt: PaymentAttemptRow;
  channel: PayChannel;
  transactionId: string;
  amountFen: number;
  params: Record<string, string>;
  now: Date;
}

export type ApplyResult =
  /** The ledger already holds this transaction: a repeated notify, no effect. */
  | { kind: 'repeat' }
  /** This payment made the order paid. */
  | { kind: 'paid'; order: OrderRow }
  /** The order was paid before (another QR): recorded, to be refunded. */
  | { kind: 'second'; order: OrderRow; payment: PaymentRow };

const LEVEL_RANK: Record<VipLevel, number> = { NONE: 0, ONLINE: 1, ADVISOR: 2 };

function higher(a: VipLevel, b: VipLevel): VipLevel {
  return LEVEL_RANK[a] >= LEVEL_RANK[b] ? a : b;
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** The vipLevel of a user's active memberships (NONE without any), set on the user. */
async function recomputeVipLevel(tx: Tx, userId: string, now: Date): Promise<VipLevel> {
  const rows = await tx
    .select({ vipLevel: membershipsTable.vipLevel })
    .from(membershipsTable)
    .where(
      and(
        eq(membershipsTable.userId, userId),
        isNull(membershipsTable.cancelledAt),
        gt(membershipsTable.endsAt, now),
      ),
    );
  let level: VipLevel = 'NONE';
  for (const row of rows) {
    if (row.vipLevel === 'ONLINE' || row.vipLevel === 'ADVISOR') level = higher(level, row.vipLevel);
  }
  await tx.update(usersTable).set({ vipLevel: level }).where(eq(usersTable.id, userId));
  return level;
}

function createOrderLookups({ db }: { db: Database }) {
  return {
    async insertOrder(values: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(ordersTable).values(values).returning();
      if (!row) throw new Error('order insert returned nothing');
      return row;
    },

    async findById(id: string): Promise<OrderRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(ordersTable).where(eq(ordersTable.id, id));
      return row;
    },

    async findByNo(orderNo: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(ordersTable).where(eq(ordersTable.orderNo, orderNo));
      return row;
    },

    async findByMessageId(messageId: string): Promise<OrderRow | undefined> {
      if (!isUuid(messageId)) return undefined;
      const [row] = await db.select().from(ordersTable).where(eq(ordersTable.messageId, messageId));
      return row;
    },

    async findMessage(messageId: string) {
      if (!isUuid(messageId)) return undefined;
      const [row] = await db.select().from(chatMessagesTable).where(eq(chatMessagesTable.id, messageId));
      return row;
    },

    async setMessage(orderId: string, messageId: string, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(ordersTable)
        .set({ messageId, updatedAt: now })
        .where(eq(ordersTable.id, orderId))
        .returning();
      return row;
    },

    /** Writes the order message's text; the message row, or undefined when the order has none. */
    async rewriteMessage(order: OrderRow, text: string) {
      if (!order.messageId) return undefined;
      const [row] = await db
        .update(chatMessagesTable)
        .set({ message: text })
        .where(and(eq(chatMessagesTable.id, order.messageId), eq(chatMessagesTable.msgType, 'order')))
        .returning();
      return row;
    },

    async sign(orderId: string, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(ordersTable)
        .set({ agreementSignedAt: sql`coalesce(${ordersTable.agreementSignedAt}, ${now})`, updatedAt: now })
        .where(eq(ordersTable.id, orderId))
        .returning();
      return row;
    },
  };
}

function createStudentOrderRows({ db }: { db: Database }) {
  return {
    async pageOfStudent(studentId: string, paging: Paging) {
      const where = eq(ordersTable.studentId, studentId);
      const rows = await db
        .select({ order: ordersTable, total: totalOver() })
        .from(ordersTable)
        .where(where)
        .orderBy(desc(ordersTable.createdAt), desc(ordersTable.id))
        .limit(paging.pageSize)
        .offset(offsetOf(paging));
      return toPage(paging, rows, countRows(db, ordersTable, where), (row) => row.order);
    },

    async recentUnpaidMembership(studentId: string, planCode: string, since: Date) {
      const [row] = await db
        .select()
        .from(ordersTable)
        .where(
          and(
            eq(ordersTable.studentId, studentId),
            eq(ordersTable.kind, 'MEMBERSHIP'),
            eq(ordersTable.planCode, planCode),
            eq(ordersTable.payStatus, PAY_STATUS.UNPAID),
            eq(ordersTable.orderStatus, ORDER_STATUS.PENDING),
            gt(ordersTable.createdAt, since),
          ),
        )
        .orderBy(desc(ordersTable.createdAt))
        .limit(1);
      return row;
    },
  };
}

function createOrderRows(deps: { db: Database }) {
  return { ...createOrderLookups(deps), ...createStudentOrderRows(deps) };
}

function createAttemptRows({ db }: { db: Database }) {
  return {
    /** Closes the order's open QRs of a channel and opens a new one, in one transaction. */
    async openAttempt(order: OrderRow, channel: PayChannel, now: Date, expiresAt: Date) {
      return db.transaction(async (tx) => {
        await tx
          .update(paymentAttemptsTable)
          .set({ status: 'CLOSED' })
          .where(
            and(
              eq(paymentAttemptsTable.orderId, order.id),
              eq(paymentAttemptsTable.channel, channel),
              eq(paymentAttemptsTable.status, 'OPEN'),
            ),
          );
        const [attempt] = await tx
          .insert(paymentAttemptsTable)
          .values({ orderId: order.id, channel, amountFen: order.feeFen, expiresAt, createdAt: now })
          .returning();
        if (!attempt) throw new Error('attempt insert returned nothing');
        return attempt;
      });
    },

    async findAttempt(id: string): Promise<PaymentAttemptRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(paymentAttemptsTable).where(eq(paymentAttemptsTable.id, id));
      return row;
    },

    async cancelAttempt(id: string): Promise<boolean> {
      const rows = await db
        .update(paymentAttemptsTable)
        .set({ status: 'CANCELLED' })
        .where(and(eq(paymentAttemptsTable.id, id), eq(paymentAttemptsTable.status, 'OPEN')))
        .returning({ id: paymentAttemptsTable.id });
      return rows.length > 0;
    },

    async recordReject(channel: string, reason: string, params: Record<string, unknown>, now: Date) {
      await db
        .insert(payNotifyRejectsTable)
        .values({ channel: channel.slice(0, 10), reason, params, receivedAt: now });
    },

    async paymentsOf(orderId: string): Promise<PaymentRow[]> {
      return db.select().from(paymentsTable).where(eq(paymentsTable.orderId, orderId));
    },
  };
}

function createPaymentLedgerRows({ db }: { db: Database }) {
  return {
    /**
     * A verified notify, in one transaction: the ledger row (unique on the transaction id: a repeat stores
     * nothing and changes nothing), then the order paid only if it was unpaid (the conditional update), the
     * attempt PAID, and for a membership its row and the user's vipLevel / serviceType.
     */
    async applyPayment(notify: VerifiedNotify): Promise<ApplyResult> {
      return db.transaction(async (tx): Promise<ApplyResult> => {
        const { attempt, now } = notify;
        const [payment] = await tx
          .insert(paymentsTable)
          .values({
            orderId: attempt.orderId,
            attemptId: attempt.id,
            channel: notify.channel,
            transactionId: notify.transactionId,
            amountFen: notify.amountFen,
            effective: false,
            notify: notify.params,
            paidAt: now,
          })
          .onConflictDoNothing({ target: paymentsTable.transactionId })
          .returning();
        if (!payment) return { kind: 'repeat' };
        await tx
          .update(paymentAttemptsTable)
          .set({ status: 'PAID' })
          .where(eq(paymentAttemptsTable.id, attempt.id));
        const [order] = await tx
          .update(ordersTable)
          .set({
            payStatus: PAY_STATUS.PAID,
            orderStatus: ORDER_STATUS.IN_SERVICE,
            payChannel: notify.channel,
            paidAt: now,
            updatedAt: now,
          })
          .where(and(eq(ordersTable.id, attempt.orderId), eq(ordersTable.payStatus, PAY_STATUS.UNPAID)))
          .returning();
        if (!order) {
          const [current] = await tx.select().from(ordersTable).where(eq(ordersTable.id, attempt.orderId));
          if (!current) throw new Error('order of a payment vanished');
          return { kind: 'second', order: current, payment };
        }
        await tx.update(paymentsTable).set({ effective: true }).where(eq(paymentsTable.id, payment.id));
        const plan = MEMBERSHIP_PLANS.find((p) => p.code === order.planCode);
        if (order.kind === 'MEMBERSHIP' && plan) {
          await tx
            .insert(membershipsTable)
            .values({
              userId: order.studentId,
              orderId: order.id,
              planCode: plan.code,
              vipLevel: plan.vipLevel,
              startsAt: now,
              endsAt: addMonths(now, plan.months),
            })
            .onConflictDoNothing();
          const [user] = await tx
            .select({ vipLevel: usersTable.vipLevel })
            .from(usersTable)
            .where(eq(usersTable.id, order.studentId));
          const level = higher(user?.vipLevel ?? 'NONE', plan.vipLevel);
          const serviceType = level === 'ADVISOR' ? 'ADVISOR' : 'ONLINE';
          await tx
            .update(usersTable)
            .set({ vipLevel: level, serviceType })
            .where(eq(usersTable.id, order.studentId));
        }
        return { kind: 'paid', order };
      });
    },
  };
}

function createPaymentRows(deps: { db: Database }) {
  return { ...createAttemptRows(deps), ...createPaymentLedgerRows(deps) };
}

function createRefundRequestRows({ db }: { db: Database }) {
  return {
    async markRefunded(paymentId: string, refundId: string, now: Date) {
      await db
        .update(paymentsTable)
        .set({ refundedAt: now, refundId })
        .where(and(eq(paymentsTable.id, paymentId), isNull(paymentsTable.refundedAt)));
    },

    async applyRefund(orderId: string, reason: string, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(ordersTable)
        .set({
          orderStatus: ORDER_STATUS.REFUNDING,
          refundReason: reason,
          refundRequestedAt: now,
          refundNote: null,
          updatedAt: now,
        })
        .where(and(eq(ordersTable.id, orderId), eq(ordersTable.orderStatus, ORDER_STATUS.IN_SERVICE)))
        .returning();
      return row;
    },

    /** Orders of the accounts (and, for platform staff, membership orders) with a refund asked or decided. */
    async refundsOf(accountIds: string[], memberships: boolean, limit: number) {
      const scope: SQL[] = [];
      if (accountIds.length > 0) scope.push(inArray(ordersTable.accountId, accountIds));
      if (memberships) scope.push(eq(ordersTable.kind, 'MEMBERSHIP'));
      if (scope.length === 0) return [];
      return db
        .select({
          order: ordersTable,
          studentName: sql<string>`coalesce(${usersTable.nameCn}, ${usersTable.nickname}, '')`,
        })
        .from(ordersTable)
        .innerJoin(usersTable, eq(usersTable.id, ordersTable.studentId))
        .where(and(or(...scope), sql`${ordersTable.refundRequestedAt} is not null`))
        .orderBy(
          sql`case when ${ordersTable.orderStatus} = '4' then 0 else 1 end`,
          desc(sql`coalesce(${ordersTable.refundDecidedAt}, ${ordersTable.refundRequestedAt})`),
        )
        .limit(limit);
    },

    async refuseRefund(orderId: string, decidedBy: string, note: string, now: Date) {
      const [row] = await db
        .update(ordersTable)
        .set({
          orderStatus: ORDER_STATUS.IN_SERVICE,
          refundNote: note || null,
          refundDecidedBy: decidedBy,
          refundDecidedAt: now,
          updatedAt: now,
        })
        .where(and(eq(ordersTable.id, orderId), eq(ordersTable.orderStatus, ORDER_STATUS.REFUNDING)))
        .returning();
      return row;
    },
  };
}

function createRefundAcceptRows({ db }: { db: Database }) {
  return {
    /**
     * Accepts a refund: the order 退款中 -> 已退款 (only one decision wins), the gateway's refund of the
     * effective payment (`refund`, inside the transaction: a failure changes nothing), a membership cancelled
     * and the vipLevel recomputed.
     */
    async acceptRefund(
      orderId: string,
      decidedBy: string,
      note: string,
      now: Date,
      refund: (payment: PaymentRow) => Promise<string>,
    ): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .update(ordersTable)
          .set({
            orderStatus: ORDER_STATUS.REFUNDED,
            refundNote: note || null,
            refundDecidedBy: decidedBy,
            refundDecidedAt: now,
            updatedAt: now,
          })
          .where(and(eq(ordersTable.id, orderId), eq(ordersTable.orderStatus, ORDER_STATUS.REFUNDING)))
          .returning();
        if (!order) return undefined;
        const [payment] = await tx
          .select()
          .from(paymentsTable)
          .where(
            and(
              eq(paymentsTable.orderId, orderId),
              eq(paymentsTable.effective, true),
              isNull(paymentsTable.refundedAt),
            ),
          );
        if (payment) {
          const refundId = await refund(payment);
          await tx
            .update(paymentsTable)
            .set({ refundedAt: now, refundId })
            .where(eq(paymentsTable.id, payment.id));
        }
        if (order.kind === 'MEMBERSHIP') {
          await tx
            .update(membershipsTable)
            .set({ cancelledAt: now })
            .where(and(eq(membershipsTable.orderId, orderId), isNull(membershipsTable.cancelledAt)));
          await recomputeVipLevel(tx, order.studentId, now);
        }
        return order;
      });
    },
  };
}

function createRefundRows(deps: { db: Database }) {
  return { ...createRefundRequestRows(deps), ...createRefundAcceptRows(deps) };
}

export function createOrderRepository(deps: { db: Database }) {
  return { ...createOrderRows(deps), ...createPaymentRows(deps), ...createRefundRows(deps) };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
