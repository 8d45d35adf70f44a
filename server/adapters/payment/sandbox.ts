/**
 * The sandbox provider: a gateway inside the process, for demos and tests. Its QR is the URL of its cashier
 * page (`${SANDBOX_CASHIER_PATH}/{attemptId}`, served by the order module), its mobile cashier the same page
 * with the way back to the app (`?return=`); 确认支付 there calls `confirm`,
 * which records a transaction id (derived from the attempt: paying one QR twice is one transaction) and sends
 * the signed notify to the server the way a gateway does: asynchronously, retried with back-off until the
 * answer is `success`, and twice on purpose. Refunds always succeed.
 */
import { createHmac, randomBytes } from 'node:crypto';

import { SANDBOX_CASHIER_PATH, type PayChannel } from '../../../src/contract/order.ts';
import { fenToYuan, type PaymentGateway } from './payment.ts';
import { signParams, verifySignature } from './sign.ts';

/** Sends a notify to the server (the order module wires it to app.inject); answers the response text. */
export type NotifyDelivery = (channel: PayChannel, params: Record<string, string>) => Promise<string>;

export interface SandboxOptions {
  /** PAY_NOTIFY_KEY; unset: a random key per boot (one process only). */
  key: string | undefined;
  deliver: NotifyDelivery;
  now: () => Date;
  warn: (message: string) => void;
  /** Delays of the first notify's tries (ms); the duplicate goes DUPLICATE_DELAY_MS after the first success. */
  retryDelaysMs?: readonly number[];
}

export interface ConfirmInput {
  attemptId: string;
  channel: PayChannel;
  amountFen: number;
}

export interface SandboxGateway extends PaymentGateway {
  readonly provider: 'sandbox';
  /** The cashier's 确认支付: the transaction id; the notifies follow asynchronously. */
  confirm(input: ConfirmInput): string;
}

const DEFAULT_RETRY_DELAYS_MS = [200, 1_000, 3_000, 10_000] as const;
const DUPLICATE_DELAY_MS = 300;

function sandboxSigningKey(options: SandboxOptions): string {
  if (options.key) return options.key;
  options.warn(
    'PAY_NOTIFY_KEY is not set: the sandbox gateway signs with a random key of this boot (set it when several processes serve the app)',
  );
  return randomBytes(32).toString('hex');
}

export function createSandboxGateway(options: SandboxOptions): SandboxGateway {
  const signingKey = sandboxSigningKey(options);
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const pending = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const sleep = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (closed) return resolve(false);
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve(!closed);
      }, ms);
      timers.add(timer);
    });

  /** Tries one notify until `success` (or the tries run out); true when the server took it. */
  async function sendWithRetries(channel: PayChannel, params: Record<string, string>): Promise<boolean> {
    for (const delay of delays) {
      if (!(await sleep(delay))) return false;
      try {
        if ((await options.deliver(channel, params)).trim() === 'success') return true;
      } catch {
        // the server is down or closing: try again later
      }
    }
    return false;
  }

  function notifyParams(input: ConfirmInput, tradeNo: string): Record<string, string> {
    const params: Record<string, string> = {
      out_trade_no: input.attemptId,
      trade_no: tradeNo,
      total_amount: fenToYuan(input.amountFen),
      trade_status: 'TRADE_SUCCESS',
      notify_id: randomBytes(12).toString('hex'),
      notify_time: options.now().toISOString(),
    };
    return { ...params, sign: signParams(params, signingKey) };
  }

  function track(work: Promise<void>) {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }

  return {
    provider: 'sandbox',

    createQr: async ({ attemptId, origin }) => ({
      qrString: `${origin}${SANDBOX_CASHIER_PATH}/${attemptId}`,
    }),

    // the cashier in its mobile mode, with the way back as a path of this site (the page honours no other)
    createMobilePay: async ({ attemptId, origin, returnUrl }) => {
      const back = new URL(returnUrl);
      const query = new URLSearchParams({ return: `${back.pathname}${back.search}` });
      return { payUrl: `${origin}${SANDBOX_CASHIER_PATH}/${attemptId}?${query.toString()}` };
    },

    refund: async () => ({ refundId: `SBXR${randomBytes(12).toString('hex')}` }),

    verifyNotify: (params) => verifySignature(params, signingKey),

    confirm(input) {
      const tradeNo = `SBX${createHmac('sha256', signingKey)
        .update(`trade:${input.attemptId}`)
        .digest('hex')
        .slice(0, 29)}`;
      track(
        (async () => {
          if (!(await sendWithRetries(input.channel, notifyParams(input, tradeNo)))) return;
          // gateways deliver a notify more than once: the server must answer the repeat without effect
          if (!(await sleep(DUPLICATE_DELAY_MS))) return;
          try {
            await options.deliver(input.channel, notifyParams(input, tradeNo));
          } catch {
            // a lost duplicate is no loss
          }
        })(),
      );
      return tradeNo;
    },

    async settle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },

    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
