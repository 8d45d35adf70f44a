import { API } from '@/contract/api';
import { consoleTaskIdSchema } from '@/contract/journey-task';
import { http } from '@/lib/http';

/** DELETE console/tasks/{id}: withdraw an unfinished task. */
export function withdrawTask(id: string): Promise<{ id: string }> {
  return http.del(`${API.console.tasks}/${encodeURIComponent(id)}`, consoleTaskIdSchema, { silent: true });
}
