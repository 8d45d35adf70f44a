import { API } from '@/contract/api';
import { uploadedFilesSchema, type UploadedFile } from '@/contract/chat';
import type { PaperworkKind } from '@/contract/journey';
import { HEADERS } from '@/contract/limits';
import { ApiError, CLIENT_ERROR_CODE, request } from '@/lib/http';

/**
 * POST minio/upload (fileType = the document's kind): one document or scan, checked by the server from its
 * bytes. `key` is the picked file's Idempotency-Key, so sending the form again after a lost answer stores the
 * file once. Silent: the form shows the refusal.
 */
export async function uploadDocument(file: File, kind: PaperworkKind, key: string): Promise<UploadedFile> {
  const form = new FormData();
  form.append('fileType', kind);
  form.append('files', file);
  const files = await request('POST', API.upload.one, uploadedFilesSchema, {
    body: form,
    headers: { [HEADERS.IDEMPOTENCY]: key },
    silent: true,
  });
  const uploaded = files[0];
  if (!uploaded) throw new ApiError(CLIENT_ERROR_CODE.BAD_RESPONSE, 'upload answered no file');
  return uploaded;
}
