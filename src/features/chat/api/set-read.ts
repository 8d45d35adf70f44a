import { API } from '@/contract/api';
import { unreadSummarySchema, type UnreadSummary } from '@/contract/chat';
import { http } from '@/lib/http';

/** GET private set-read: marks the conversation with `privateUserId` read (staff: of `accountId`). */
export function setRead(privateUserId: string, accountId?: string): Promise<UnreadSummary> {
  return http.get(API.chat.setRead, unreadSummarySchema, {
    query: { privateUserId, accountId },
    silent: true,
  });
}
