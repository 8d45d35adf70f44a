/** The payment gateway of PAY_PROVIDER (today: sandbox). A real provider registers here. */
import type { Env } from '../../plugins/env.ts';
import type { PaymentGateway } from './payment.ts';
import { createSandboxGateway, type NotifyDelivery, type SandboxGateway } from './sandbox.ts';

export interface GatewayDeps {
  env: Pick<Env, 'PAY_PROVIDER' | 'PAY_NOTIFY_KEY'>;
  deliver: NotifyDelivery;
  now: () => Date;
  warn: (message: string) => void;
}

export function createPaymentGateway(deps: GatewayDeps): PaymentGateway | SandboxGateway {
  switch (deps.env.PAY_PROVIDER) {
    case 'sandbox':
      return createSandboxGateway({
        key: deps.env.PAY_NOTIFY_KEY,
        deliver: deps.deliver,
        now: deps.now,
        warn: deps.warn,
      });
  }
}

export function isSandbox(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.provider === 'sandbox';
}
