/**
 * The Q&A outbox kinds and their payloads. Every Q&A write is one outbox entry sent by the outbox's default
 * request (one JSON request, Idempotency-Key = entry id); the id of an ask or an answer is also the `id` of
 * its body, so the server stores the question or reply under it and a confirmation replaces the optimistic
 * copy by id.
 */
import {
  qaAnswerBodySchema,
  qaAskBodySchema,
  qaCollectBodySchema,
  qaLikeBodySchema,
  type QaAnswerBody,
  type QaAskBody,
  type QaCollectBody,
  type QaLikeBody,
} from '@/contract/qa';
import type { OutboxEntry } from '@/lib/outbox';

export const QA_KINDS = {
  ASK: 'qa.ask',
  ANSWER: 'qa.answer',
  LIKE: 'qa.like',
  COLLECT: 'qa.collect',
  DELETE: 'qa.delete',
  DELETE_REPLY: 'qa.deleteReply',
} as const;
export type QaKind = (typeof QA_KINDS)[keyof typeof QA_KINDS];

/** An ask as stored in the outbox (the parsed body: tags and content filled in). */
export type QaAskPayload = Required<Pick<QaAskBody, 'id' | 'title' | 'content' | 'category' | 'tags'>>;

type Entry = Pick<OutboxEntry, 'kind' | 'payload'>;

export function askPayload(entry: Entry): QaAskPayload | null {
  if (entry.kind !== QA_KINDS.ASK) return null;
  const parsed = qaAskBodySchema.safeParse(entry.payload);
  return parsed.success ? parsed.data : null;
}

export function answerPayload(entry: Entry): QaAnswerBody | null {
  if (entry.kind !== QA_KINDS.ANSWER) return null;
  const parsed = qaAnswerBodySchema.safeParse(entry.payload);
  return parsed.success ? parsed.data : null;
}

export function likePayload(entry: Entry): QaLikeBody | null {
  if (entry.kind !== QA_KINDS.LIKE) return null;
  const parsed = qaLikeBodySchema.safeParse(entry.payload);
  return parsed.success ? parsed.data : null;
}

export function collectPayload(entry: Entry): QaCollectBody | null {
  if (entry.kind !== QA_KINDS.COLLECT) return null;
  const parsed = qaCollectBodySchema.safeParse(entry.payload);
  return parsed.success ? parsed.data : null;
}

/**
 * The id a delete entry removes (a question for qa.delete, a reply for qa.deleteReply): the last segment of
 * its path (DELETE {path}/{id} carries no body).
 */
export function deletedId(
  entry: Pick<OutboxEntry, 'kind' | 'path'>,
  kind: typeof QA_KINDS.DELETE | typeof QA_KINDS.DELETE_REPLY,
): string | null {
  if (entry.kind !== kind) return null;
  const segment = entry.path.split('/').at(-1);
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
