/**
 * Security headers: nosniff and the referrer policy on every response; on HTML also a Content-Security-Policy
 * without inline scripts, X-Frame-Options and a Permissions-Policy. API responses are never cached unless a
 * route says otherwise.
 */
import fp from 'fastify-plugin';

import { API_PREFIX } from '../../src/contract/api.ts';

const policy = (scriptSources: string) =>
  [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // 'self' also matches the same origin's ws: and wss: (CSP3): the socket needs no more (checked in Chromium 156)
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

export const CONTENT_SECURITY_POLICY = policy("'self'");

/**
 * A rendered page's policy: its own inline scripts (the router's hydration data, src/entry-server.tsx) by
 * their hashes, and no other. A hash, not a nonce: the same page may be sent again from a cache, the service
 * worker's included, with its header.
 */
export function pagePolicy(scriptHashes: readonly string[]): string {
  return policy(["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '));
}

/**
 * Browser features the app never uses (no camera, microphone, location, payment sheet or device access;
 * the product needs none of them later either): denied to the app and anything it embeds. Only features
 * Chromium knows, so that the header logs no console warning (Chromium 156 does not know `bluetooth`).
 */
export const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'gyroscope',
  'accelerometer',
  'display-capture',
  'screen-wake-lock',
  'xr-spatial-tracking',
  'idle-detection',
  'publickey-credentials-get',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** For the captcha and any other svg: an image must never run script. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html')) {
        if (!reply.hasHeader('content-security-policy'))
          reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
        reply.header('x-frame-options', 'DENY');
        reply.header('permissions-policy', PERMISSIONS_POLICY);
      } else if (type.startsWith('image/svg+xml')) {
        reply.header('content-security-policy', SVG_POLICY);
      }
      if (request.url.startsWith(`${API_PREFIX}/`) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
