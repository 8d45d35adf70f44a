import { API } from '@/contract/api';
import { chatFriendSchema, type ChatFriend } from '@/contract/chat';
import { http } from '@/lib/http';

/** GET click private message: opens (creates) the conversation with an account; answers it. */
export function clickPrivate(privateUserId: string): Promise<ChatFriend> {
  return http.get(API.chat.clickPrivate, chatFriendSchema, { query: { privateUserId }, silent: true });
}
