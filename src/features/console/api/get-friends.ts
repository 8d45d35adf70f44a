import { z } from 'zod';

import { API } from '@/contract/api';
import { chatFriendSchema, type ChatFriend } from '@/contract/chat';
import { http } from '@/lib/http';

/** GET my chat friends: the caller's conversations (a staff member's: those of all their accounts). */
export function getFriends(signal?: AbortSignal): Promise<ChatFriend[]> {
  return http.get(API.chat.friends, z.array(chatFriendSchema), { signal, silent: true });
}
