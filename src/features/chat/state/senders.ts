/**
 * The outbox sender of chat images (src/lib/outbox.ts registerOutboxSender), registered when the app's
 * layout (or the console) loads, small enough for the initial bundle: an image entry waits in the outbox
 * (needsSender) until it is.
 *
 * One attempt: upload the bytes (multipart to API.upload.one, field `files`, fileType ABROAD_CIRCLE,
 * Idempotency-Key = the entry id, so a replay after a lost answer returns the same file), then send the
 * message (msgType 'image', message = the file's filePreviewUrl, clientMsgId = the entry id; no
 * Idempotency-Key there: the server's idempotency refuses one key on two URLs, and clientMsgId already
 * makes a resend return the stored message). Between the two, the bytes go into Cache Storage under the
 * file's URL (src/lib/private-file.ts putPrivateFile), so the sender's own image shows offline and after a
 * reload without a download. Both requests are silent; what they throw is classified by
 * the outbox (a rejection marks the entry failed with the server's text, a network failure retries).
 */
import { API } from '@/contract/api';
import { chatMessageSchema, type ChatMessage } from '@/contract/chat';
import { request } from '@/lib/http';
import { readPayload, uploadImage } from '@/lib/image-upload';
import { registerOutboxSender, type OutboxEntry } from '@/lib/outbox';

import { CHAT_KINDS, imagePayloadSchema } from './chat-kinds';

export async function sendImageEntry(entry: OutboxEntry): Promise<ChatMessage> {
  const { fromUserId, toUserId, image } = readPayload(imagePayloadSchema, entry.payload);
  const url = await uploadImage(image, entry.id);
  return request('POST', API.chat.send, chatMessageSchema, {
    body: { fromUserId, toUserId, message: url, msgType: 'image', clientMsgId: entry.id },
    silent: true,
  });
}

let registered = false;

/** Registers the chat senders once. */
export function registerChatSenders(): void {
  if (registered) return;
  registered = true;
  registerOutboxSender(CHAT_KINDS.IMAGE, sendImageEntry);
}
