import type { z } from 'zod';

import { API } from '@/contract/api';
import { unreadSummarySchema, type updateReadBodySchema } from '@/contract/chat';
import { http } from '@/lib/http';

/** POST update read status: the given notices, or every notice of a type, or all; answers the unread summary. */
export function updateNoticeRead(body: z.input<typeof updateReadBodySchema>) {
  return http.post(API.notice.updateRead, unreadSummarySchema, { body });
}
