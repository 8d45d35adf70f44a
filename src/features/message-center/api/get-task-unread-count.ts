import { API } from '@/contract/api';
import { taskUnreadCountSchema } from '@/contract/chat';
import { http } from '@/lib/http';

/** GET user task unread count (SPEC section 7): above 0 means unread; silent: a background poll. */
export function getTaskUnreadCount(signal?: AbortSignal) {
  return http.get(API.task.unreadCount, taskUnreadCountSchema, { signal, silent: true });
}
