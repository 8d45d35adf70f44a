/** The sms adapter interface: the console provider writes an outbox file; a real provider sends texts. */
import type { SmsPurpose } from '../../../src/contract/code-tables.ts';

export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  sentAt: Date;
}

export interface SmsProvider {
  readonly name: string;
  send: (message: SmsMessage) => Promise<void>;
}
