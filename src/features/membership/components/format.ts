import { formatFen, ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/order';

/** A fee in fen as the screens show it: 1,999.00 元. */
export function feeText(fen: number): string {
  return `${formatFen(fen)} 元`;
}

/** The names of the service levels a plan gives (SPEC section 1: 资深顾问, AI数字顾问). */
export const VIP_LEVEL_NAMES = { ADVISOR: '资深顾问', ONLINE: 'AI数字顾问' } as const;

export const STATUS_PALETTE: Record<OrderStatus, string> = {
  '0': 'orange',
  '1': 'green',
  '2': 'blue',
  '3': 'gray',
  '4': 'purple',
  '5': 'gray',
};

export function statusName(status: OrderStatus): string {
  return ORDER_STATUS_NAMES[status];
}
