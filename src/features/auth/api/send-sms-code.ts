import { API } from '@/contract/api';
import { smsSendResultSchema } from '@/contract/auth';
import type { SmsPurpose } from '@/contract/code-tables';
import { http } from '@/lib/http';

const PATHS: Record<SmsPurpose, string> = {
  login: API.auth.smsCode,
  register: API.auth.registerSmsCode,
  reset: API.auth.resetSmsCode,
};

/** GET sms verification code (login, register or password reset), query phone. */
export function sendSmsCode(purpose: SmsPurpose, phone: string) {
  return http.get(PATHS[purpose], smsSendResultSchema, { query: { phone } });
}
