import { z } from 'zod';

import { API } from '@/contract/api';
import { chatFriendSchema } from '@/contract/chat';
import { http } from '@/lib/http';

const chatFriendsSchema = z.array(chatFriendSchema);

/** GET my chat friends (SPEC section 7): the caller's conversations with their last message and unread count. */
export function getChatFriends(signal?: AbortSignal) {
  return http.get(API.chat.friends, chatFriendsSchema, { signal });
}
