import { API } from '@/contract/api';
import { trainVideoSchema, type TrainVideo } from '@/contract/journey-task';
import { http } from '@/lib/http';

/** GET personalSpace/getVideoByTaskId/{taskId}: the training video of a VIDEO task and the watched seconds. */
export function getTaskVideo(taskId: string, signal?: AbortSignal): Promise<TrainVideo> {
  return http.get(`${API.task.videoByTask}/${encodeURIComponent(taskId)}`, trainVideoSchema, { signal });
}
