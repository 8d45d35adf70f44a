import { API } from '@/contract/api';
import { enqueue } from '@/lib/outbox';
import { QA_KINDS } from '@/features/qa/state/qa-kinds';

/** DELETE abroadQuestionAnswerReply/{id} through the outbox: the author's own reply (no body). */
export function deleteReply(id: string) {
  return enqueue({
    kind: QA_KINDS.DELETE_REPLY,
    method: 'DELETE',
    path: `${API.qa.deleteReply}/${encodeURIComponent(id)}`,
    payload: undefined,
  });
}
