import { API } from '@/contract/api';
import { taskDetailSchema, type TaskDetail } from '@/contract/journey-task';
import { http } from '@/lib/http';

/** GET task/{id}: one of the caller's tasks; opening it marks it read. */
export function getTaskDetail(id: string, signal?: AbortSignal): Promise<TaskDetail> {
  return http.get(`${API.task.detail}/${encodeURIComponent(id)}`, taskDetailSchema, { signal });
}
