import { API } from '@/contract/api';
import type { QaCollectBody } from '@/contract/qa';
import { enqueue } from '@/lib/outbox';
import { QA_KINDS } from '@/features/qa/state/qa-kinds';

/** POST home/detail/collectAbroadQuestionAnswer through the outbox: sets 收藏 of a question. */
export function collectQuestion(body: QaCollectBody, dependsOn?: string) {
  return enqueue({
    kind: QA_KINDS.COLLECT,
    method: 'POST',
    path: API.qa.collect,
    payload: body,
    ...(dependsOn ? { dependsOn } : {}),
  });
}
