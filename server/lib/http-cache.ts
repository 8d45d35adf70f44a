/**
 * Conditional GETs for public reference data: a weak ETag (hash of the serialised body) and a 304 when
 * the client's If-None-Match already names it. The browser and the service worker revalidate cheaply.
 */
import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

/** The catalog changes with a release: five minutes, then revalidate by ETag. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=300';
/** Regions change with a release, not at runtime: a day, then revalidate by ETag. */
export const REGION_CACHE_CONTROL = 'public, max-age=86400';
/** Student schools: an hour. */
export const SCHOOL_CACHE_CONTROL = 'public, max-age=3600';

export function weakEtag(body: unknown): string {
  return weakEtagOfText(JSON.stringify(body));
}

/** The weak ETag of an already serialised body (the same tag weakEtag gives for the parsed value). */
export function weakEtagOfText(text: string): string {
  const digest = createHash('sha256').update(text).digest('base64url').slice(0, 27);
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
 * A cacheable answer: sets Cache-Control and the body's weak ETag; when the client's copy is current, sends
 * 304 without a body and returns the reply, else returns the body for the route to serialise.
 */
export function cached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  cacheControl: string,
): T | FastifyReply {
  const etag = weakEtag(body);
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return body;
  return reply.code(304).send();
}

/** A JSON answer already serialised, with the weak ETag its producer derived without hashing the body. */
export interface JsonText {
  json: string;
  /** Absent: the answer goes without an ETag (and so is never answered 304). */
  etag?: string;
}

/**
 * The fast path for hot public lists whose items are serialised once when their snapshot loads: the body
 * arrives as JSON text (checked against its contract schema when the snapshot was built), so the reply
 * skips the response schema's per-request parse and a second stringify, and the ETag (if any) comes from the
 * snapshot's content version instead of a hash of each body. Same 304 rule as cached.
 */
export function sendJsonText(
  request: FastifyRequest,
  reply: FastifyReply,
  { json, etag }: JsonText,
  cacheControl: string,
): FastifyReply {
  reply.header('cache-control', cacheControl);
  if (etag !== undefined) {
    reply.header('etag', etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  // A string with a JSON content type is sent as is: Fastify runs no serializer on it.
  return reply.type('application/json; charset=utf-8').send(json);
}
