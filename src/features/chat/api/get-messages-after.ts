import { API } from '@/contract/api';
import { chatMessagesSchema, type ChatMessage, type MessagesAfterBody } from '@/contract/chat';
import { http } from '@/lib/http';

/** POST back-fill: the messages of a conversation after a sequence number, oldest first. */
export function getMessagesAfter(body: MessagesAfterBody): Promise<ChatMessage[]> {
  return http.post(API.chat.after, chatMessagesSchema, { body, silent: true });
}
