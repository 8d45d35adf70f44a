import { API } from '@/contract/api';
import { applicationSchema, type Application } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** POST personalSpace/delivery {applicationId}: 准备中 → 已递交 (silent: the card shows a refusal). */
export function deliver(applicationId: string): Promise<Application> {
  return http.post(API.application.deliver, applicationSchema, { body: { applicationId }, silent: true });
}
