import { API } from '@/contract/api';
import { chatMessagesSchema, type ChatMessage, type FriendMessagesBody } from '@/contract/chat';
import { http } from '@/lib/http';

/** POST chat friend messages limit: the newest page, or the page before `beforeSeq`; oldest first. */
export function getFriendMessages(body: FriendMessagesBody, signal?: AbortSignal): Promise<ChatMessage[]> {
  return http.post(API.chat.friendMessages, chatMessagesSchema, { body, signal, silent: true });
}
