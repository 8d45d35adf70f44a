import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

import {
  cascadeRef,
  createdAtColumn,
  primaryId,
  setNullRef,
  timestamptz,
  updatedAtColumn,
} from '../../db/columns.ts';
import { chatMessagesTable, conversationsTable } from '../chat/chat.table.ts';
import { optionalUserRef, userRef } from '../user/user.table.ts';

/**
 * Orders (src/contract/order.ts). Money in fen. `pay_status` / `order_status` hold the PAY_STATUS and
 * ORDER_STATUS dictionary codes; they change only on the server: paid only by a verified gateway notify, in the
 * same transaction as its `payments` row.
 */
export const ordersTable = pgTable(
  'orders',
  {
    id: primaryId(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    /** SERVICE or MEMBERSHIP. */
    kind: varchar('kind', { length: 12 }).notNull(),
    studentId: userRef('student_id'),
    /** The chat account that provides a SERVICE order (counselor, organization, platform); null for membership. */
    accountId: optionalUserRef('account_id'),
    /** The staff member who created it. */
    createdBy: optionalUserRef('created_by'),
    conversationId: setNullRef('conversation_id', () => conversationsTable.id),
    /** The order message in the conversation. */
    messageId: setNullRef('message_id', () => chatMessagesTable.id),
    serviceContent: text('service_content').notNull(),
    attachmentFileId: uuid('attachment_file_id'),
    planCode: varchar('plan_code', { length: 30 }),
    feeFen: integer('fee_fen').notNull(),
    payStatus: varchar('pay_status', { length: 2 }).notNull().default('0'),
    orderStatus: varchar('order_status', { length: 2 }).notNull().default('0'),
    agreementSignedAt: timestamptz('agreement_signed_at'),
    payChannel: varchar('pay_channel', { length: 4 }),
    paidAt: timestamptz('paid_at'),
    refundReason: text('refund_reason'),
    refundRequestedAt: timestamptz('refund_requested_at'),
    refundNote: text('refund_note'),
    refundDecidedBy: optionalUserRef('refund_decided_by'),
    refundDecidedAt: timestamptz('refund_decided_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('orders_order_no_idx').on(table.orderNo),
    index('orders_student_created_idx').on(table.studentId, table.createdAt),
    index('orders_account_refunding_idx')
      .on(table.accountId)
      .where(sql`${table.orderStatus} = '4'`),
  ],
);

/** One QR: a payment attempt of an order on one channel, with its own out-trade number (its id) and expiry. */
export const paymentAttemptsTable = pgTable(
  'payment_attempts',
  {
    id: primaryId(),
    orderId: cascadeRef('order_id', () => ordersTable.id),
    channel: varchar('channel', { length: 4 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** OPEN, PAID, CANCELLED (at the cashier) or CLOSED. */
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('payment_attempts_order_idx').on(table.orderId)],
);

/**
 * The ledger: one row per successful payment the gateway confirmed, unique on its transaction id, written in
 * the same transaction as the order's state change. `refunded_at` is set when the money went back (a refund
 * the staff accepted, or a second payment of an order already paid).
 */
export const paymentsTable = pgTable(
  'payments',
  {
    id: primaryId(),
    orderId: cascadeRef('order_id', () => ordersTable.id),
    attemptId: cascadeRef('attempt_id', () => paymentAttemptsTable.id),
    channel: varchar('channel', { length: 4 }).notNull(),
    transactionId: varchar('transaction_id', { length: 64 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** This payment made the order paid (false: a second payment, refunded). */
    effective: boolean('effective').notNull(),
    notify: jsonb('notify').$type<Record<string, string>>().notNull(),
    paidAt: timestamptz('paid_at').notNull(),
    refundedAt: timestamptz('refunded_at'),
    refundId: varchar('refund_id', { length: 64 }),
  },
  (table) => [
    uniqueIndex('payments_transaction_idx').on(table.transactionId),
    index('payments_order_idx').on(table.orderId),
  ],
);

/** Memberships bought: the vipLevel a paid plan grants until `ends_at`. */
export const membershipsTable = pgTable(
  'memberships',
  {
    id: primaryId(),
    userId: userRef('user_id'),
    orderId: cascadeRef('order_id', () => ordersTable.id),
    planCode: varchar('plan_code', { length: 30 }).notNull(),
    vipLevel: varchar('vip_level', { length: 10 }).notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (table) => [
    uniqueIndex('memberships_order_idx').on(table.orderId),
    index('memberships_user_idx').on(table.userId),
  ],
);

/** Notifies refused (bad signature, amount, unknown order, too old): kept for the audit, never acted on. */
export const payNotifyRejectsTable = pgTable('pay_notify_rejects', {
  id: primaryId(),
  channel: varchar('channel', { length: 10 }).notNull(),
  reason: varchar('reason', { length: 40 }).notNull(),
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamptz('received_at').notNull(),
  attempts: integer('attempts').notNull().default(1),
});

export type OrderRow = typeof ordersTable.$inferSelect;
export type PaymentAttemptRow = typeof paymentAttemptsTable.$inferSelect;
export type PaymentRow = typeof paymentsTable.$inferSelect;
