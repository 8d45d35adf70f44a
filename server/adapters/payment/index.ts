/** The payment gateway of PAY_PROVIDER (today: sandbox). A real provider registers here. */
import type { PaymentGateway } from './payment.ts';
import { createSandboxGateway, type NotifyDelivery, type SandboxGateway } from './sandbox.ts';

/** The values of PAY_PROVIDER (server/plugins/env.ts validates the setting against them). */
export const PAY_PROVIDERS = ['sandbox'] as const;
export type PayProvider = (typeof PAY_PROVIDERS)[number];

export interface GatewayDeps {
  env: { PAY_PROVIDER: PayProvider; PAY_NOTIFY_KEY?: string | undefined };
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
