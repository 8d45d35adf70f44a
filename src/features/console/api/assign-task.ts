import { API } from '@/contract/api';
import { consoleTaskSchema, type ConsoleAssignBody, type ConsoleTask } from '@/contract/journey-task';
import { http } from '@/lib/http';

/** POST console/tasks: assign a task to one of the counselor's students. */
export function assignTask(body: ConsoleAssignBody): Promise<ConsoleTask> {
  return http.post(API.console.tasks, consoleTaskSchema, { body, silent: true });
}
