import { API } from '@/contract/api';
import type { CircleCommentBody } from '@/contract/circle';
import { enqueue } from '@/lib/outbox';

import { CIRCLE_KINDS } from '../state/circle-kinds';

/**
 * Queues a comment (or a reply to `replyToId`); the entry id is the comment id. `dependsOn` names the
 * outbox entry of the post when the post itself is still queued: the comment waits for it.
 */
export function addComment(input: {
  postId: string;
  content: string;
  replyToId?: string;
  dependsOn?: string;
}) {
  const id = crypto.randomUUID();
  const payload: CircleCommentBody = {
    id,
    postId: input.postId,
    content: input.content,
    ...(input.replyToId ? { replyToId: input.replyToId } : {}),
  };
  return enqueue({
    kind: CIRCLE_KINDS.COMMENT,
    method: 'POST',
    path: API.circle.addComment,
    payload,
    id,
    dependsOn: input.dependsOn,
  });
}
