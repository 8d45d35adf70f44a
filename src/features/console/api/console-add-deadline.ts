import { API } from '@/contract/api';
import { deadlineSchema, type ConsoleDeadlineBody, type Deadline } from '@/contract/journey-apply';
import { http } from '@/lib/http';

/** POST console/deadlines: a deadline for a student. */
export function consoleAddDeadline(body: ConsoleDeadlineBody): Promise<Deadline> {
  return http.post(API.console.deadlines, deadlineSchema, { body, silent: true });
}
