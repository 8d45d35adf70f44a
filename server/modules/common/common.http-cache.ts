/**
 * Conditional GETs for public reference data: a weak ETag (hash of the serialised body) and a 304 when
 * the client's If-None-Match already names it. The browser and the service worker revalidate cheaply.
 */
import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

/** Regions change with a release, not at runtime: a day, then revalidate by ETag. */
export const REGION_CACHE_CONTROL = 'public, max-age=86400';
/** Student schools: an hour. */
export const SCHOOL_CACHE_CONTROL = 'public, max-age=3600';

export function weakEtag(body: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27);
  return `W/"${digest}"`;
}

/** Weak comparison (RFC 9110 section 13.1.2): a list of tags, or "*". */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Sets Cache-Control and ETag; when the client's copy is current, sends 304 without a body and returns
 * true: the handler then returns the reply instead of the body.
 */
export function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  cacheControl: string,
): boolean {
  const etag = weakEtag(body);
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return false;
  void reply.code(304).send();
  return true;
}
