/**
 * Security headers: nosniff and the referrer policy on every response; on HTML also a Content-Security-Policy
 * without inline scripts and X-Frame-Options. API responses are never cached unless a route says otherwise.
 */
import fp from 'fastify-plugin';

import { API_PREFIX } from '../../src/contract/api.ts';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** For the captcha and any other svg: an image must never run script. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html')) {
        reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
        reply.header('x-frame-options', 'DENY');
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
