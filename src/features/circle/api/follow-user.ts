import { API } from '@/contract/api';
import type { CircleFollowBody } from '@/contract/circle';
import { enqueue } from '@/lib/outbox';

import { CIRCLE_KINDS } from '../state/circle-kinds';

/** Queues 关注 of a person. */
export function followUser(body: CircleFollowBody) {
  return enqueue({ kind: CIRCLE_KINDS.FOLLOW, method: 'POST', path: API.circle.attention, payload: body });
}
