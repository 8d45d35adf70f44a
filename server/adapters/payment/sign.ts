/**
 * The sandbox's notify signature: HMAC-SHA256 (hex) over the parameters other than `sign`, sorted by name and
 * joined as k=v&k=v, with PAY_NOTIFY_KEY.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signingText(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'sign')
    .sort()
    .map((name) => `${name}=${params[name] ?? ''}`)
    .join('&');
}

export function signParams(params: Record<string, string>, key: string): string {
  return createHmac('sha256', key).update(signingText(params), 'utf8').digest('hex');
}

export function verifySignature(params: Record<string, string>, key: string): boolean {
  const given = params.sign;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(signParams(params, key), 'hex'));
}
