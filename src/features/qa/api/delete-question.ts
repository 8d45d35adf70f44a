import { API } from '@/contract/api';
import { enqueue } from '@/lib/outbox';
import { QA_KINDS } from '@/features/qa/state/qa-kinds';

/** DELETE abroadQuestionAnswer/{id} through the outbox: the asker's own question (no body). */
export function deleteQuestion(id: string) {
  return enqueue({
    kind: QA_KINDS.DELETE,
    method: 'DELETE',
    path: `${API.qa.detail}/${encodeURIComponent(id)}`,
    payload: undefined,
  });
}
