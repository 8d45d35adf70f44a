import { API } from '@/contract/api';
import type { CircleReportBody } from '@/contract/circle';
import { enqueue } from '@/lib/outbox';

import { CIRCLE_KINDS } from '../state/circle-kinds';

/** Queues 举报 of a post or comment (the item is hidden for the reporter at once). */
export function reportItem(body: CircleReportBody) {
  return enqueue({ kind: CIRCLE_KINDS.REPORT, method: 'POST', path: API.circle.report, payload: body });
}
