import { API } from '@/contract/api';
import type { QaAskBody } from '@/contract/qa';
import { enqueue } from '@/lib/outbox';
import { QA_KINDS } from '@/features/qa/state/qa-kinds';

/** POST home/detail/addAbroadQuestionAnswer through the outbox: the body's id is the entry id. */
export function askQuestion(body: QaAskBody & { id: string }) {
  return enqueue({ kind: QA_KINDS.ASK, method: 'POST', path: API.qa.ask, payload: body, id: body.id });
}
