/**
 * The payment gateway of PAY_PROVIDER as `app.payments` (server/adapters/payment). The sandbox gateway sends
 * its notifies in-process (`app.inject`), so it works in tests and behind any proxy; tests await
 * `app.payments.settle()` for them. Pending notifies stop when the app closes.
 */
import fp from 'fastify-plugin';

import { API } from '../../src/contract/api.ts';
import { createPaymentGateway } from '../adapters/payment/index.ts';
import type { PaymentGateway } from '../adapters/payment/payment.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentGateway;
  }
}

export const paymentsPlugin = fp(
  async (app) => {
    const gateway = createPaymentGateway({
      env: app.config,
      now: app.clock,
      warn: (message) => app.log.warn(message),
      deliver: async (channel, params) =>
        (await app.inject({ method: 'POST', url: `${API.order.notify}/${channel}`, payload: params })).body,
    });
    app.decorate('payments', gateway);
    app.addHook('onClose', async () => gateway.close());
  },
  { name: 'payments', dependencies: ['env', 'clock'] },
);
