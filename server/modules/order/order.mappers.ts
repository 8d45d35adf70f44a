import { MEMBERSHIP_PLAN_CODES, type OrderDetail } from '../../../src/contract/order.ts';
import { PAY_CHANNEL_CODES } from '../../../src/contract/order.ts';
import type { OrderRow } from './order.table.ts';

const ORDER_STATUS_CODES = ['0', '1', '2', '3', '4', '5'] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function toOrderDetail(row: OrderRow, providerName: string): OrderDetail {
  return {
    id: row.id,
    orderNo: row.orderNo,
    kind: row.kind === 'MEMBERSHIP' ? 'MEMBERSHIP' : 'SERVICE',
    serviceContent: row.serviceContent,
    serviceContentPreviewUrl: row.attachmentFileId ? `/files/${row.attachmentFileId}` : null,
    fee: row.feeFen,
    payStatus: row.payStatus === '1' ? '1' : '0',
    orderStatus: oneOf(ORDER_STATUS_CODES, row.orderStatus) ?? '0',
    planCode: oneOf(MEMBERSHIP_PLAN_CODES, row.planCode),
    providerName,
    agreementSigned: row.agreementSignedAt !== null,
    payChannel: oneOf(PAY_CHANNEL_CODES, row.payChannel),
    paidAt: row.paidAt?.toISOString() ?? null,
    createTime: row.createdAt.toISOString(),
    refundReason: row.refundReason,
    refundNote: row.refundNote,
  };
}

/**
 * The text of an order's chat message: the JSON of orderMessageSchema (src/components/chat/chat-item.ts), the
 * fee in fen like everywhere on the wire (the bubble formats it with formatFen).
 */
export function orderMessageText(row: OrderRow): string {
  return JSON.stringify({
    id: row.id,
    orderNo: row.orderNo,
    fee: row.feeFen,
    payStatus: row.payStatus,
    orderStatus: row.orderStatus,
  });
}
