import { API } from '@/contract/api';
import type { CircleLikeBody } from '@/contract/circle';
import { enqueue } from '@/lib/outbox';

import { CIRCLE_KINDS } from '../state/circle-kinds';

/** Queues the like state of a post (a state, not a toggle: a replay changes nothing). */
export function likePost(body: CircleLikeBody, dependsOn?: string) {
  return enqueue({
    kind: CIRCLE_KINDS.LIKE,
    method: 'POST',
    path: API.circle.like,
    payload: body,
    dependsOn,
  });
}
