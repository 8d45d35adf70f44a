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
import { chatMessageSchema, uploadedFilesSchema, type ChatMessage } from '@/contract/chat';
import { HEADERS } from '@/contract/limits';
import { ERROR_TEXT, RESULT_CODE } from '@/contract/result-codes';
import { ApiError, CLIENT_ERROR_CODE, request } from '@/lib/http';
import { registerOutboxSender, type OutboxEntry } from '@/lib/outbox';
import { putPrivateFile } from '@/lib/private-file';

import { CHAT_KINDS, imagePayloadSchema } from './chat-kinds';

const CHAT_IMAGE_FILE_KIND = 'ABROAD_CIRCLE';

export async function sendImageEntry(entry: OutboxEntry): Promise<ChatMessage> {
  const result = imagePayloadSchema.safeParse(entry.payload);
  // an unreadable row (an older app version) can never be sent: fail it visibly instead of retrying forever
  if (!result.success) throw new ApiError(RESULT_CODE.INVALID, ERROR_TEXT.INVALID, { status: 400 });
  const { fromUserId, toUserId, image } = result.data;
  const form = new FormData();
  form.append('fileType', CHAT_IMAGE_FILE_KIND);
  form.append('files', new File([image.bytes], image.name, { type: image.type }));
  const files = await request('POST', API.upload.one, uploadedFilesSchema, {
    body: form,
    headers: { [HEADERS.IDEMPOTENCY]: entry.id },
    silent: true,
  });
  const uploaded = files[0];
  if (!uploaded) throw new ApiError(CLIENT_ERROR_CODE.BAD_RESPONSE, 'upload answered no file');
  // the bytes are here already: the own image shows offline (and after a reload) without a download
  await putPrivateFile(
    uploaded.filePreviewUrl,
    new Blob([image.bytes], { type: uploaded.contentType || image.type }),
  );
  return request('POST', API.chat.send, chatMessageSchema, {
    body: { fromUserId, toUserId, message: uploaded.filePreviewUrl, msgType: 'image', clientMsgId: entry.id },
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
