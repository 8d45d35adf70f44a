/**
 * The payment gateway adapter (one interface, providers chosen by PAY_PROVIDER; see docs/architecture.md
 * "Payments"). The order module asks it for a QR or a mobile cashier per payment attempt, verifies the gateway's asynchronous
 * notifies with it and refunds through it; a real provider (Alipay RSA2, WeChat Pay v3) implements the same
 * calls and registers in `createPaymentGateway`.
 */
import type { PayChannel } from '../../../src/contract/order.ts';

export interface CreateQrInput {
  /** The attempt's id: the out-trade number the gateway echoes in its notify. */
  attemptId: string;
  orderNo: string;
  amountFen: number;
  channel: PayChannel;
  subject: string;
  /** The public origin of the request (scheme://host), for cashier URLs. */
  origin: string;
}

export interface CreateMobilePayInput extends CreateQrInput {
  /** Where the gateway sends the student back after paying or giving up (the app's 支付结果 page). */
  returnUrl: string;
}

export interface RefundInput {
  transactionId: string;
  amountFen: number;
  reason: string;
}

export interface PaymentGateway {
  readonly provider: string;
  createQr(input: CreateQrInput): Promise<{ qrString: string }>;
  /**
   * The mobile cashier of an attempt, for paying on the same phone: Alipay's mobile-site payment
   * (alipay.trade.wap.pay with return_url), WeChat Pay's H5 payment (h5_url with redirect_url). The same notify
   * follows; the return is never proof of payment.
   */
  createMobilePay(input: CreateMobilePayInput): Promise<{ payUrl: string }>;
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /** Whether a notify's parameters carry the gateway's valid signature. */
  verifyNotify(params: Record<string, string>): boolean;
  /** Resolves when the notifies the adapter itself sends (the sandbox) are delivered or given up. */
  settle(): Promise<void>;
  /** Stops pending work (app close). */
  close(): void;
}

/** 元 with two decimals, as gateways write amounts ("1999.00"). */
export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** "1999.00" -> 199900; anything else (other precision, signs, exponents) -> null. */
export function yuanToFen(text: string): number | null {
  const match = /^(\d{1,9})\.(\d{2})$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number(match[2]);
}
