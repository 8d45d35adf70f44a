import { API } from '@/contract/api';
import {
  trainVideoProgressSchema,
  type TrainVideoProgress,
  type TrainVideoProgressBody,
} from '@/contract/journey-task';
import { http } from '@/lib/http';

/** PUT personalSpace/trainVideoProgress: the watched seconds (only grow); `ended` at the end finishes the task. */
export function saveVideoProgress(
  body: TrainVideoProgressBody,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<TrainVideoProgress> {
  return http.put(API.task.trainVideoProgress, trainVideoProgressSchema, { body, keepalive, silent: true });
}
