import { API } from '@/contract/api';
import { applicationSchema, type Application, type ApplyBody } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** POST personalSpace/applyDelivery: an application 准备中 for a 我的大学List row (silent: the card shows a refusal). */
export function applyTo(body: ApplyBody): Promise<Application> {
  return http.post(API.application.apply, applicationSchema, { body, silent: true });
}
