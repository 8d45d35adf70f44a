import { API } from '@/contract/api';
import { trainVideoRecommendSchema } from '@/contract/journey-task';
import type { Playback } from '@/contract/live';
import { http } from '@/lib/http';

/** POST personalSpace/findUserTrainVideoTaskRecommendById: videos related to a task's training video. */
export function getVideoRecommend(taskId: string, signal?: AbortSignal): Promise<Playback[]> {
  return http.post(API.task.trainVideoRecommend, trainVideoRecommendSchema, { body: { taskId }, signal });
}
