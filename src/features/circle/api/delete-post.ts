import { API } from '@/contract/api';
import { enqueue } from '@/lib/outbox';

import { CIRCLE_KINDS } from '../state/circle-kinds';

/** Queues the deletion of the author's own post. */
export function deletePost(id: string) {
  return enqueue({
    kind: CIRCLE_KINDS.DELETE_POST,
    method: 'DELETE',
    path: `${API.circle.post}/${encodeURIComponent(id)}`,
    payload: undefined,
  });
}
