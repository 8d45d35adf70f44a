import { API } from '@/contract/api';
import type { QaLikeBody } from '@/contract/qa';
import { enqueue } from '@/lib/outbox';
import { QA_KINDS } from '@/features/qa/state/qa-kinds';

/** POST home/detail/likeAbroadQuestionAnswer through the outbox: sets the like of a question or a reply. */
export function likeQa(body: QaLikeBody, dependsOn?: string) {
  return enqueue({
    kind: QA_KINDS.LIKE,
    method: 'POST',
    path: API.qa.like,
    payload: body,
    ...(dependsOn ? { dependsOn } : {}),
  });
}
