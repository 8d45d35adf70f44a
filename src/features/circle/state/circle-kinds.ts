/**
 * The circle's outbox kinds and their payloads (small: CircleOutboxHost, mounted by the layout for a
 * logged-in user, imports it with the post sender). Every write of the circle is one outbox entry; the
 * entry id is the post's or comment's client `id` (contract: src/contract/circle.ts), so a confirmed entry
 * and the server's row share one id.
 */
import { z } from 'zod';

import { CIRCLE_TOPIC_CODES } from '@/contract/circle';
import type { OutboxEntry } from '@/lib/outbox';

export const CIRCLE_KINDS = {
  POST: 'circle.post',
  FORWARD: 'circle.forward',
  COMMENT: 'circle.comment',
  LIKE: 'circle.like',
  COMMENT_LIKE: 'circle.commentLike',
  FOLLOW: 'circle.follow',
  UNFOLLOW: 'circle.unfollow',
  REPORT: 'circle.report',
  DELETE_POST: 'circle.deletePost',
  DELETE_COMMENT: 'circle.deleteComment',
} as const;

/** An image waiting for its upload: the bytes, not a Blob (see docs/architecture.md "Chat"). */
export const localImageSchema = z.object({
  name: z.string(),
  type: z.string(),
  bytes: z.instanceof(ArrayBuffer),
});
export type LocalImage = z.infer<typeof localImageSchema>;

/** A school tagged on a post: the catalog id and the Chinese name shown while the post is queued. */
export const taggedSchoolSchema = z.object({ id: z.string(), name: z.string() });
export type TaggedSchool = z.infer<typeof taggedSchoolSchema>;

/**
 * A new post (kind POST, always needsSender: the sender uploads `files` then sends API.circle.add). Its one
 * tag is `school` (a university of the catalog) or `topic`, picked in the compose sheet.
 */
export const postPayloadSchema = z.object({
  id: z.string(),
  content: z.string(),
  topic: z.enum(CIRCLE_TOPIC_CODES).nullable(),
  /** Entries queued before schools could be tagged have none. */
  school: taggedSchoolSchema.nullable().default(null),
  files: z.array(localImageSchema),
});
export type PostPayload = z.infer<typeof postPayloadSchema>;

export const forwardPayloadSchema = z.object({ id: z.string(), postId: z.string(), content: z.string() });
export type ForwardPayload = z.infer<typeof forwardPayloadSchema>;

export const commentPayloadSchema = z.object({
  id: z.string(),
  postId: z.string(),
  content: z.string(),
  replyToId: z.string().optional(),
});
export type CommentPayload = z.infer<typeof commentPayloadSchema>;

export const likePayloadSchema = z.object({ postId: z.string(), liked: z.boolean() });
export const commentLikePayloadSchema = z.object({ commentId: z.string(), liked: z.boolean() });
export const followPayloadSchema = z.object({ userId: z.string() });
export const reportPayloadSchema = z.object({
  targetType: z.enum(['POST', 'COMMENT']),
  targetId: z.string(),
});

/** The payload of an entry when it has this kind and reads as the schema, else null. */
export function payloadOf<T>(
  entry: Pick<OutboxEntry, 'kind' | 'payload'>,
  kind: string,
  schema: z.ZodType<T>,
): T | null {
  if (entry.kind !== kind) return null;
  const parsed = schema.safeParse(entry.payload);
  return parsed.success ? parsed.data : null;
}

/** The id a DELETE entry removes: the last segment of its path. */
export function deletedIdOf(entry: Pick<OutboxEntry, 'path'>): string {
  return decodeURIComponent(entry.path.slice(entry.path.lastIndexOf('/') + 1));
}
