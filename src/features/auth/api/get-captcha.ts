import { API } from '@/contract/api';
import { requestBlob } from '@/lib/http';

/** GET validate code (captcha) as a blob; the key ties the answer to this image. */
export function getCaptcha(key: string, signal?: AbortSignal) {
  return requestBlob(API.auth.captcha, { query: { key }, signal });
}
