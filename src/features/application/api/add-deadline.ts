import { API } from '@/contract/api';
import { deadlineSchema, type Deadline, type DeadlineBody } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** POST personalSpace/deadlines: add one (silent: the form shows a refusal and keeps what was typed). */
export function addDeadline(body: DeadlineBody): Promise<Deadline> {
  return http.post(API.application.deadlines, deadlineSchema, { body, silent: true });
}
