/**
 * The Q&A store (valtio): what this device's outbox confirmed in this session, so the screens show the
 * server's answer without waiting for a reload, and the pure helpers that merge it with the fetched pages and
 * the outbox entries still waiting (发送中 / 发送失败). The actions are in qa-actions.ts, the wiring in
 * qa-runtime.ts.
 *
 * Merge rule: a question or a reply is one item per id. The outbox entry id is the id of the question or
 * reply the server stores, so a confirmed copy (in `asked` / `replies`, or in a fetched page) hides its
 * outbox entry, and a fetched copy wins over the confirmed one: no duplicates at any moment.
 * Likes and collects: the newest entry of a target still waiting in the outbox decides the state shown
 * (the count moves by one from the last known state), else the server's last confirmation, else the page.
 */
import { proxy } from 'valtio';

import type { QaAuthor, QaDetail, QaListItem, QaReply } from '@/contract/qa';
import { QA_EXCERPT_LENGTH } from '@/contract/qa';
import type { CurrentUser } from '@/contract/user';
import type { OutboxEntry, OutboxState } from '@/lib/outbox';

import {
  QA_KINDS,
  answerPayload,
  askPayload,
  collectPayload,
  deletedId,
  likePayload,
  type QaAskPayload,
} from './qa-kinds';

export interface LikeState {
  liked: boolean;
  likeCount: number;
}
export interface CollectState {
  collected: boolean;
  collectCount: number;
}

export const qaState = proxy({
  /** The logged-in user the store belongs to. */
  userId: null as string | null,
  /** Questions confirmed in this session (the server's copy), by id. */
  asked: {} as Record<string, QaListItem>,
  /** Replies confirmed in this session, by question id, oldest first. */
  replies: {} as Record<string, QaReply[]>,
  /** Confirmed like states, by `${targetType}:${targetId}`. */
  likes: {} as Record<string, LikeState>,
  /** Confirmed collect states, by question id. */
  collects: {} as Record<string, CollectState>,
  /** Ids of questions and replies whose deletion the server confirmed. */
  deleted: {} as Record<string, true>,
  /** Bumped when a confirmation changes what lists and counts hold: they fetch again. */
  version: 0,
});

export type QaStateSnapshot = Readonly<{
  userId: string | null;
  asked: Readonly<Record<string, QaListItem>>;
  replies: Readonly<Record<string, readonly QaReply[]>>;
  likes: Readonly<Record<string, LikeState>>;
  collects: Readonly<Record<string, CollectState>>;
  deleted: Readonly<Record<string, true>>;
  version: number;
}>;

type Outbox = readonly OutboxEntry[];

export function likeKey(targetType: 'QUESTION' | 'REPLY', targetId: string): string {
  return `${targetType}:${targetId}`;
}

/** How the viewer appears on an item they wrote before the server answered. */
export function selfAuthor(
  user: Pick<CurrentUser, 'nameCn' | 'nickname' | 'headportraitPreviewUrl' | 'staffRole'>,
): QaAuthor {
  return {
    name: user.nickname?.trim() || user.nameCn?.trim() || '我',
    avatar: user.headportraitPreviewUrl,
    role: user.staffRole === 'COUNSELOR' ? 'COUNSELOR' : 'STUDENT',
  };
}

export function excerptOf(content: string): string {
  return content.length > QA_EXCERPT_LENGTH ? `${content.slice(0, QA_EXCERPT_LENGTH)}…` : content;
}

/** The list item an ask will become: used until the server's copy arrives. */
export function askToItem(payload: QaAskPayload, author: QaAuthor, createdAt: number): QaListItem {
  return {
    id: payload.id,
    title: payload.title,
    excerpt: excerptOf(payload.content),
    category: payload.category,
    author,
    createTime: new Date(createdAt).toISOString(),
    replyCount: 0,
    likeCount: 0,
    tags: [...payload.tags],
  };
}

/** Question and reply ids being deleted (still in the outbox, not failed) or deleted (confirmed). */
export function deletedIds(state: QaStateSnapshot, outbox: Outbox): Set<string> {
  const ids = new Set(Object.keys(state.deleted));
  for (const entry of outbox) {
    if (entry.state === 'failed') continue;
    const id = deletedId(entry, QA_KINDS.DELETE) ?? deletedId(entry, QA_KINDS.DELETE_REPLY);
    if (id) ids.add(id);
  }
  return ids;
}

export interface QueuedQuestion {
  item: QaListItem;
  payload: QaAskPayload;
  delivery: OutboxState;
  error: string | null;
}

/** The viewer's asks still in the outbox (not yet confirmed), newest first. */
export function queuedQuestions(state: QaStateSnapshot, outbox: Outbox, author: QaAuthor): QueuedQuestion[] {
  const items: QueuedQuestion[] = [];
  for (const entry of outbox) {
    const payload = askPayload(entry);
    if (!payload || state.asked[entry.id] || state.deleted[entry.id]) continue;
    items.push({
      item: askToItem(payload, author, entry.createdAt),
      payload,
      delivery: entry.state,
      error: entry.lastError,
    });
  }
  return items.reverse();
}

/**
 * A fetched page of questions with what this session changed: confirmed asks not in it yet on top (newest
 * first; `withAsked`, page 1 of an unfiltered or matching list), deleted ones out, like counts as shown.
 */
export function questionList(
  fetched: readonly QaListItem[],
  state: QaStateSnapshot,
  outbox: Outbox,
  withAsked: ((item: QaListItem) => boolean) | null,
): QaListItem[] {
  const gone = deletedIds(state, outbox);
  const ids = new Set(fetched.map((item) => item.id));
  const asked = withAsked
    ? Object.values(state.asked)
        .filter((item) => !ids.has(item.id) && withAsked(item))
        .sort((a, b) => b.createTime.localeCompare(a.createTime))
    : [];
  return [...asked, ...fetched]
    .filter((item) => !gone.has(item.id))
    .map((item) => {
      const like = likeView(state, outbox, 'QUESTION', item.id, { liked: false, likeCount: item.likeCount });
      return like.likeCount === item.likeCount ? item : { ...item, likeCount: like.likeCount };
    });
}

/**
 * The like state shown for a target: `base` is what the page says (liked by the viewer, count); a
 * confirmation replaces it, and the newest waiting entry for the target decides liked (count ±1).
 */
export function likeView(
  state: QaStateSnapshot,
  outbox: Outbox,
  targetType: 'QUESTION' | 'REPLY',
  targetId: string,
  base: LikeState,
): LikeState {
  const known = state.likes[likeKey(targetType, targetId)] ?? base;
  let wanted: boolean | null = null;
  for (const entry of outbox) {
    if (entry.state === 'failed') continue;
    const payload = likePayload(entry);
    if (payload && payload.targetType === targetType && payload.targetId === targetId) wanted = payload.liked;
  }
  if (wanted === null || wanted === known.liked) return known;
  return { liked: wanted, likeCount: Math.max(0, known.likeCount + (wanted ? 1 : -1)) };
}

/** The collect state shown for a question (same rule as likeView). */
export function collectView(
  state: QaStateSnapshot,
  outbox: Outbox,
  questionId: string,
  base: CollectState,
): CollectState {
  const known = state.collects[questionId] ?? base;
  let wanted: boolean | null = null;
  for (const entry of outbox) {
    if (entry.state === 'failed') continue;
    const payload = collectPayload(entry);
    if (payload?.questionId === questionId) wanted = payload.collected;
  }
  if (wanted === null || wanted === known.collected) return known;
  return { collected: wanted, collectCount: Math.max(0, known.collectCount + (wanted ? 1 : -1)) };
}

export interface ReplyItem {
  reply: QaReply;
  delivery: OutboxState | 'sent';
  error: string | null;
  mine: boolean;
  like: LikeState;
}

/**
 * What a question shows under it: the fetched replies, then the ones confirmed in this session, then the
 * viewer's answers still in the outbox (发送中 / 发送失败); deleted ones out.
 */
export function replyItems(
  detail: Pick<QaDetail, 'id' | 'replies' | 'viewer'>,
  state: QaStateSnapshot,
  outbox: Outbox,
  author: QaAuthor | null,
): ReplyItem[] {
  const gone = deletedIds(state, outbox);
  const liked = new Set(detail.viewer?.likedReplyIds ?? []);
  const mine = new Set(detail.viewer?.myReplyIds ?? []);
  const items: ReplyItem[] = [];
  const seen = new Set<string>();
  const push = (reply: QaReply, own: boolean) => {
    if (seen.has(reply.id) || gone.has(reply.id)) return;
    seen.add(reply.id);
    items.push({
      reply,
      delivery: 'sent',
      error: null,
      mine: own || mine.has(reply.id),
      like: likeView(state, outbox, 'REPLY', reply.id, {
        liked: liked.has(reply.id),
        likeCount: reply.likeCount,
      }),
    });
  };
  detail.replies.forEach((reply) => push(reply, false));
  (state.replies[detail.id] ?? []).forEach((reply) => push(reply, true));
  for (const entry of outbox) {
    const payload = answerPayload(entry);
    if (!payload || payload.questionId !== detail.id || seen.has(entry.id) || !author) continue;
    items.push({
      reply: {
        id: entry.id,
        content: payload.content,
        author,
        createTime: new Date(entry.createdAt).toISOString(),
        likeCount: 0,
      },
      delivery: entry.state,
      error: entry.lastError,
      mine: true,
      like: { liked: false, likeCount: 0 },
    });
  }
  return items;
}
