import { API } from '@/contract/api';
import { taskPageSchema, type TaskPage, type TaskPageBody } from '@/contract/journey-task';
import { http } from '@/lib/http';

/** POST personalSpace/findMyTask: the caller's tasks of a state (or all), one page, with counts per state. */
export function getMyTasks(body: TaskPageBody, signal?: AbortSignal): Promise<TaskPage> {
  return http.post(API.task.mine, taskPageSchema, { body, signal });
}
