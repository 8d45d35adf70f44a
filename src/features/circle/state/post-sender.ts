/**
 * The outbox sender of circle posts (src/lib/outbox.ts registerOutboxSender), registered by
 * CircleOutboxHost (the layout, for a logged-in user: posts queued before a reload go out without opening
 * /circle) and by the circle page. Every post entry has needsSender, so it waits for this.
 *
 * One attempt: upload each image (multipart to API.upload.one, field `files`, fileType ABROAD_CIRCLE) with
 * an Idempotency-Key of its own, then POST API.circle.add with the `/files/{id}` URLs and Idempotency-Key =
 * the entry id (also the post id). The server takes only UUIDs as keys (server/plugins/idempotency.ts), so
 * an image's key is a UUID derived from the entry id, the image's index and a hash of its bytes: a replay
 * after a lost answer gets the same file back, and an edited post (other bytes at that index) gets a new
 * upload instead of the old file. Each uploaded image's bytes go into Cache Storage under its URL
 * (putPrivateFile), so the own post shows its images offline and after a reload without a download.
 */
import { z } from 'zod';

import { API } from '@/contract/api';
import { HEADERS } from '@/contract/limits';
import { request } from '@/lib/http';
import { readPayload, uploadImage } from '@/lib/image-upload';
import { registerOutboxSender, type OutboxEntry } from '@/lib/outbox';

import { CIRCLE_KINDS, postPayloadSchema } from './circle-kinds';

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A UUID (version 8, RFC 9562 custom) from SHA-256 of the entry id, the index and the image's bytes. */
export async function imageUploadKey(entryId: string, index: number, bytes: ArrayBuffer): Promise<string> {
  const bytesHash = hex(await crypto.subtle.digest('SHA-256', bytes));
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${entryId}:${index}:${bytesHash}`)),
  );
  digest[6] = ((digest[6] ?? 0) & 0x0f) | 0x80;
  digest[8] = ((digest[8] ?? 0) & 0x3f) | 0x80;
  const h = hex(digest.buffer.slice(0, 16));
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** Resolves with the server's answer, read by the circle runtime (onOutboxSent) with the contract's schema. */
export async function sendPostEntry(entry: OutboxEntry): Promise<unknown> {
  const { content, topic, school, files } = readPayload(postPayloadSchema, entry.payload);
  const images: string[] = [];
  // one after another: the uploads keep their order and a failure stops before the post
  for (const [index, image] of files.entries())
    images.push(await uploadImage(image, await imageUploadKey(entry.id, index, image.bytes)));
  return request('POST', API.circle.add, z.unknown(), {
    body: {
      id: entry.id,
      content,
      images,
      tag: school ? { kind: 'SCHOOL', code: school.id } : topic ? { kind: 'TOPIC', code: topic } : null,
    },
    headers: { [HEADERS.IDEMPOTENCY]: entry.id },
    silent: true,
  });
}

let registered = false;

/** Registers the circle post sender once. */
export function registerCircleSenders(): void {
  if (registered) return;
  registered = true;
  registerOutboxSender(CIRCLE_KINDS.POST, sendPostEntry);
}
