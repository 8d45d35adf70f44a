/**
 * The two steps every outbox sender with pictures shares (chat images, circle posts): read the entry's
 * payload, and upload one picture before the write that names it.
 */
import type { z } from 'zod';

import { API } from '@/contract/api';
import { uploadedFilesSchema } from '@/contract/chat';
import { HEADERS } from '@/contract/limits';
import { ERROR_TEXT, RESULT_CODE } from '@/contract/result-codes';
import { ApiError, CLIENT_ERROR_CODE, request } from '@/lib/http';
import { putPrivateFile } from '@/lib/private-file';

/** A picture as the outbox keeps it. */
export interface QueuedImage {
  bytes: ArrayBuffer;
  name: string;
  type: string;
}

const IMAGE_FILE_KIND = 'ABROAD_CIRCLE';

/**
 * An entry's payload read with its kind's schema. An unreadable row (an older app version) can never be
 * sent: it fails visibly (a rejection) instead of retrying forever.
 */
export function readPayload<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(RESULT_CODE.INVALID, ERROR_TEXT.INVALID, { status: 400 });
  return parsed.data;
}

/**
 * Uploads one picture (multipart to API.upload.one, field `files`) under the Idempotency-Key `key`, so a
 * replay after a lost answer gets the same file back; keeps its bytes in Cache Storage under the file's URL
 * (the own picture shows offline and after a reload without a download) and returns that URL. Silent:
 * the outbox classifies what it throws.
 */
export async function uploadImage(image: QueuedImage, key: string): Promise<string> {
  const form = new FormData();
  form.append('fileType', IMAGE_FILE_KIND);
  form.append('files', new File([image.bytes], image.name, { type: image.type }));
  const files = await request('POST', API.upload.one, uploadedFilesSchema, {
    body: form,
    headers: { [HEADERS.IDEMPOTENCY]: key },
    silent: true,
  });
  const uploaded = files[0];
  if (!uploaded) throw new ApiError(CLIENT_ERROR_CODE.BAD_RESPONSE, 'upload answered no file');
  await putPrivateFile(
    uploaded.filePreviewUrl,
    new Blob([image.bytes], { type: uploaded.contentType || image.type }),
  );
  return uploaded.filePreviewUrl;
}
