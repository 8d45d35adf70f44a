import { API } from '@/contract/api';
import { enqueueDelete } from '@/lib/outbox';
import { QA_KINDS } from '@/features/qa/state/qa-kinds';

/** DELETE abroadQuestionAnswer/{id} through the outbox: the asker's own question (no body). */
export function deleteQuestion(id: string) {
  return enqueueDelete(QA_KINDS.DELETE, API.qa.detail, id);
}
