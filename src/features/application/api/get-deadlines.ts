import { API } from '@/contract/api';
import { deadlineListSchema, type Deadline } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** GET personalSpace/deadlines: the caller's deadlines, soonest first. */
export function getDeadlines(signal?: AbortSignal): Promise<{ list: Deadline[] }> {
  return http.get(API.application.deadlines, deadlineListSchema, { signal });
}
