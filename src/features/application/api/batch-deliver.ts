import { API } from '@/contract/api';
import { applicationListSchema, type Application } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** POST personalSpace/batchDelivery {applicationIds}: all or nothing (silent: the panel shows a refusal). */
export async function batchDeliver(applicationIds: string[]): Promise<Application[]> {
  const answer = await http.post(API.application.batchDeliver, applicationListSchema, {
    body: { applicationIds },
    silent: true,
  });
  return answer.list;
}
