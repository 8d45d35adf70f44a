import { API } from '@/contract/api';
import type { CircleFollowBody } from '@/contract/circle';
import { enqueue } from '@/lib/outbox';

import { CIRCLE_KINDS } from '../state/circle-kinds';

/** Queues 取消关注 of a person. */
export function unfollowUser(body: CircleFollowBody) {
  return enqueue({
    kind: CIRCLE_KINDS.UNFOLLOW,
    method: 'POST',
    path: API.circle.cancelAttention,
    payload: body,
  });
}
