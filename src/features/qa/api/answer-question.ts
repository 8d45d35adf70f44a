import { API } from '@/contract/api';
import type { QaAnswerBody } from '@/contract/qa';
import { enqueue } from '@/lib/outbox';
import { QA_KINDS } from '@/features/qa/state/qa-kinds';

/**
 * POST home/detail/replyAbroadQuestionAnswer through the outbox: the body's id is the entry id; an answer to
 * a question still in the outbox waits for it (`dependsOn`, the question's id = its entry id).
 */
export function answerQuestion(body: QaAnswerBody, questionQueued: boolean) {
  return enqueue({
    kind: QA_KINDS.ANSWER,
    method: 'POST',
    path: API.qa.answer,
    payload: body,
    id: body.id,
    ...(questionQueued ? { dependsOn: body.questionId } : {}),
  });
}
