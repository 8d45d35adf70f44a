import { API } from '@/contract/api';
import type { CircleCommentLikeBody } from '@/contract/circle';
import { enqueue } from '@/lib/outbox';

import { CIRCLE_KINDS } from '../state/circle-kinds';

/** Queues the like state of a comment. */
export function likeComment(body: CircleCommentLikeBody, dependsOn?: string) {
  return enqueue({
    kind: CIRCLE_KINDS.COMMENT_LIKE,
    method: 'POST',
    path: API.circle.likeComment,
    payload: body,
    dependsOn,
  });
}
