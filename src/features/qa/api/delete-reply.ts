import { API } from '@/contract/api';
import { enqueueDelete } from '@/lib/outbox';
import { QA_KINDS } from '@/features/qa/state/qa-kinds';

/** DELETE abroadQuestionAnswerReply/{id} through the outbox: the author's own reply (no body). */
export function deleteReply(id: string) {
  return enqueueDelete(QA_KINDS.DELETE_REPLY, API.qa.deleteReply, id);
}
