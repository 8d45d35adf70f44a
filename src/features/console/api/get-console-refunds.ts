import { API } from '@/contract/api';
import { consoleRefundListSchema, type ConsoleRefund } from '@/contract/order';
import { http } from '@/lib/http';

/** GET console/refunds: refund requests of the caller's accounts (退款中 first, then decided ones). */
export function getConsoleRefunds(signal?: AbortSignal): Promise<ConsoleRefund[]> {
  return http.get(API.console.refunds, consoleRefundListSchema, { signal });
}
