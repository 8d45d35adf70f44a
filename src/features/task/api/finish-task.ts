import { API } from '@/contract/api';
import { taskDetailSchema, type TaskDetail, type TaskFinishBody } from '@/contract/journey-task';
import { http } from '@/lib/http';

/** POST userTask/finishedTask: finish a task with its answer (the server's message on a refusal). */
export function finishTask(body: TaskFinishBody): Promise<TaskDetail> {
  return http.post(API.task.finish, taskDetailSchema, { body, silent: true });
}
