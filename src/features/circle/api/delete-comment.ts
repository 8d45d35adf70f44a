import { API } from '@/contract/api';
import { enqueue } from '@/lib/outbox';

import { CIRCLE_KINDS } from '../state/circle-kinds';

/** Queues the deletion of the author's own comment. */
export function deleteComment(id: string) {
  return enqueue({
    kind: CIRCLE_KINDS.DELETE_COMMENT,
    method: 'DELETE',
    path: `${API.circle.comment}/${encodeURIComponent(id)}`,
    payload: undefined,
  });
}
