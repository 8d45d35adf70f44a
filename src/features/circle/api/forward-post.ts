import { API } from '@/contract/api';
import type { CircleForwardBody } from '@/contract/circle';
import { enqueue } from '@/lib/outbox';

import { CIRCLE_KINDS } from '../state/circle-kinds';

/** Queues a forward of `postId` with optional text; the entry id is the new post's id. */
export function forwardPost(postId: string, content: string, dependsOn?: string) {
  const id = crypto.randomUUID();
  const payload: CircleForwardBody = { id, postId, content };
  return enqueue({
    kind: CIRCLE_KINDS.FORWARD,
    method: 'POST',
    path: API.circle.forward,
    payload,
    id,
    dependsOn,
  });
}
