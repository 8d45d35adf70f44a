import { API } from '@/contract/api';
import { enqueueDelete } from '@/lib/outbox';

import { CIRCLE_KINDS } from '../state/circle-kinds';

/** Queues the deletion of the author's own post. */
export function deletePost(id: string) {
  return enqueueDelete(CIRCLE_KINDS.DELETE_POST, API.circle.post, id);
}
