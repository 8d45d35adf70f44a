import { API } from '@/contract/api';
import { uploadedFilesSchema } from '@/contract/chat';
import { HEADERS } from '@/contract/limits';
import { ApiError, CLIENT_ERROR_CODE, request } from '@/lib/http';

/**
 * POST minio/upload (fileType PAPERWORK): the image attached to an order's service content. `key` is the
 * form's Idempotency-Key, so pressing 发送订单 again after a lost answer stores the file once. Answers the
 * file's `/files/{id}` URL; the server attaches it to the conversation when the order is created.
 */
export async function uploadOrderAttachment(file: File, key: string): Promise<string> {
  const form = new FormData();
  form.append('fileType', 'PAPERWORK');
  form.append('files', file);
  const files = await request('POST', API.upload.one, uploadedFilesSchema, {
    body: form,
    headers: { [HEADERS.IDEMPOTENCY]: key },
  });
  const uploaded = files[0];
  if (!uploaded) throw new ApiError(CLIENT_ERROR_CODE.BAD_RESPONSE, 'upload answered no file');
  return uploaded.filePreviewUrl;
}
