import type { CircleTopic } from '@/contract/circle';
import { API } from '@/contract/api';
import { enqueue } from '@/lib/outbox';

import { CIRCLE_KINDS, type LocalImage, type PostPayload, type TaggedSchool } from '../state/circle-kinds';

/**
 * Queues a new post (outbox kind circle.post, sent by the circle post sender: uploads, then API.circle.add).
 * The entry id is the post id. Rejects when it could not be stored (the compose sheet keeps the draft).
 */
export function addPost(input: {
  content: string;
  topic: CircleTopic | null;
  school: TaggedSchool | null;
  files: LocalImage[];
}) {
  const id = crypto.randomUUID();
  const payload: PostPayload = { id, ...input };
  return enqueue({
    kind: CIRCLE_KINDS.POST,
    method: 'POST',
    path: API.circle.add,
    payload,
    id,
    needsSender: true,
  });
}
