import { API } from '@/contract/api';
import { unreadSummarySchema } from '@/contract/chat';
import { http } from '@/lib/http';

/** GET the unread summary (chat and notices by type) behind the badges; silent: a background read. */
export function getUnreadSummary(signal?: AbortSignal) {
  return http.get(API.notice.unreadSummary, unreadSummarySchema, { signal, silent: true });
}
