/**
 * Wires the Q&A screens to the outbox, once per page load (the list and the question call startQa when they
 * first show):
 * - confirmations (onOutboxSent) of every Q&A kind: the server's answer goes into the store (a question or
 *   reply under its id = the entry id, so the optimistic copy is replaced, never doubled; like and collect
 *   states with their counts; deletions), and `version` moves so lists and counts fetch again;
 * - a like, collect or delete the server refuses is not a draft the user could edit: it is discarded (the
 *   state shown goes back) and the server's reason is shown as a toast;
 * - session end: the store is emptied.
 */
import { subscribe } from 'valtio';

import {
  qaCollectResultSchema,
  qaDetailSchema,
  qaLikeResultSchema,
  qaListItemSchema,
  qaReplySchema,
  type QaListItem,
  type QaReply,
} from '@/contract/qa';
import { discard, onOutboxSent, outboxState, type OutboxEntry } from '@/lib/outbox';
import { onSessionEnd, session } from '@/lib/session';
import { showToast } from '@/lib/toast';

import { QA_KINDS, answerPayload, askPayload, collectPayload, deletedId, likePayload } from './qa-kinds';
import { askToItem, excerptOf, likeKey, qaState, selfAuthor } from './qa-store';

/** Binds the store to the logged-in user; another user's confirmations are dropped. */
export function ownQaState(): string | null {
  const id = session.user?.id ?? null;
  if (qaState.userId !== id) resetQa(id);
  return id;
}

export function resetQa(userId: string | null = null): void {
  qaState.userId = userId;
  qaState.asked = {};
  qaState.replies = {};
  qaState.likes = {};
  qaState.collects = {};
  qaState.deleted = {};
  qaState.version += 1;
}

function confirmedQuestion(entry: OutboxEntry, data: unknown): QaListItem | null {
  const item = qaListItemSchema.safeParse(data);
  if (item.success) return item.data;
  const detail = qaDetailSchema.safeParse(data);
  if (detail.success) {
    const { id, title, category, author, createTime, replyCount, likeCount, tags, content } = detail.data;
    return {
      id,
      title,
      category,
      author,
      createTime,
      replyCount,
      likeCount,
      tags,
      excerpt: excerptOf(content),
    };
  }
  const payload = askPayload(entry);
  const user = session.user;
  return payload && user ? askToItem(payload, selfAuthor(user), entry.createdAt) : null;
}

function confirmedReply(entry: OutboxEntry, data: unknown): { questionId: string; reply: QaReply } | null {
  const payload = answerPayload(entry);
  if (!payload) return null;
  const parsed = qaReplySchema.safeParse(data);
  const user = session.user;
  if (parsed.success) return { questionId: payload.questionId, reply: parsed.data };
  if (!user) return null;
  const reply: QaReply = {
    id: entry.id,
    content: payload.content,
    author: selfAuthor(user),
    createTime: new Date(entry.createdAt).toISOString(),
    likeCount: 0,
  };
  return { questionId: payload.questionId, reply };
}

const handlers: Record<string, (entry: OutboxEntry, data: unknown) => void> = {
  [QA_KINDS.ASK]: (entry, data) => {
    const item = confirmedQuestion(entry, data);
    if (item) qaState.asked[entry.id] = item;
  },
  [QA_KINDS.ANSWER]: (entry, data) => {
    const confirmed = confirmedReply(entry, data);
    if (!confirmed) return;
    const list = qaState.replies[confirmed.questionId] ?? [];
    qaState.replies[confirmed.questionId] = [
      ...list.filter((r) => r.id !== confirmed.reply.id),
      confirmed.reply,
    ];
  },
  [QA_KINDS.LIKE]: (entry, data) => {
    const payload = likePayload(entry);
    const parsed = qaLikeResultSchema.safeParse(data);
    if (payload && parsed.success) qaState.likes[likeKey(payload.targetType, payload.targetId)] = parsed.data;
  },
  [QA_KINDS.COLLECT]: (entry, data) => {
    const payload = collectPayload(entry);
    const parsed = qaCollectResultSchema.safeParse(data);
    if (payload && parsed.success) qaState.collects[payload.questionId] = parsed.data;
  },
  [QA_KINDS.DELETE]: (entry) => {
    const id = deletedId(entry, QA_KINDS.DELETE);
    if (id) qaState.deleted[id] = true;
  },
  [QA_KINDS.DELETE_REPLY]: (entry) => {
    const id = deletedId(entry, QA_KINDS.DELETE_REPLY);
    if (id) qaState.deleted[id] = true;
  },
};

/** Kinds whose refusal is shown as a toast and dropped (nothing typed to keep). */
const DROPPED_WHEN_REFUSED = new Set<string>([
  QA_KINDS.LIKE,
  QA_KINDS.COLLECT,
  QA_KINDS.DELETE,
  QA_KINDS.DELETE_REPLY,
]);
const dropping = new Set<string>();

function dropRefused(): void {
  for (const entry of outboxState.items) {
    if (entry.state !== 'failed' || !DROPPED_WHEN_REFUSED.has(entry.kind) || dropping.has(entry.id)) continue;
    dropping.add(entry.id);
    if (entry.lastError) showToast({ type: 'error', message: entry.lastError });
    void discard(entry.id).finally(() => dropping.delete(entry.id));
  }
}

let started = false;

export function startQa(): void {
  ownQaState();
  if (started) return;
  started = true;
  for (const [kind, handle] of Object.entries(handlers)) {
    onOutboxSent(kind, (entry, data) => {
      if (ownQaState() !== entry.userId) return;
      handle(entry, data);
      if (kind !== QA_KINDS.LIKE) qaState.version += 1;
    });
  }
  subscribe(outboxState, dropRefused);
  dropRefused();
  onSessionEnd(() => resetQa(null));
}
