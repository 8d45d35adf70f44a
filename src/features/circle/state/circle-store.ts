/**
 * The circle's memory of what this device's outbox confirmed in this session (src/lib/outbox.ts
 * onOutboxSent): new posts and comments with the server's answer, like and follow states, hidden items.
 * Screens show fetched pages + this store + the outbox entries not yet confirmed (state/circle-view.ts),
 * deduplicated by id (a post's or comment's id IS its outbox entry id). Reset when the session ends; an
 * answer that arrives after that (a post sent as the user logged out) is not announced by the outbox (its
 * generation changed), so it never lands in the next user's store.
 */
import { proxy } from 'valtio';

import {
  circleCommentSchema,
  circleFollowResultSchema,
  circleLikeResultSchema,
  circlePostSchema,
  type CircleComment,
  type CirclePost,
} from '@/contract/circle';
import { onOutboxSent, type OutboxEntry } from '@/lib/outbox';
import { onSessionEnd } from '@/lib/session';

import {
  CIRCLE_KINDS,
  commentLikePayloadSchema,
  commentPayloadSchema,
  deletedIdOf,
  followPayloadSchema,
  forwardPayloadSchema,
  likePayloadSchema,
  payloadOf,
} from './circle-kinds';

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

export interface CircleState {
  /** Posts and forwards confirmed this session, newest first. */
  newPosts: CirclePost[];
  /** Comments confirmed this session, by post id, oldest first. */
  newComments: Record<string, CircleComment[]>;
  likes: Record<string, LikeState>;
  commentLikes: Record<string, LikeState>;
  follows: Record<string, { followed: boolean; followerCount: number }>;
  hiddenPosts: Record<string, true>;
  hiddenComments: Record<string, true>;
  /** When (ms) each confirmed comment / forward of a post was confirmed: counts fetched before add them. */
  commentBumps: Record<string, number[]>;
  forwardBumps: Record<string, number[]>;
  /** Bumped when a confirmed write's answer cannot be read: the screens load again. */
  reloads: number;
}

function blank(): CircleState {
  return {
    newPosts: [],
    newComments: {},
    likes: {},
    commentLikes: {},
    follows: {},
    hiddenPosts: {},
    hiddenComments: {},
    commentBumps: {},
    forwardBumps: {},
    reloads: 0,
  };
}

export const circleState = proxy<CircleState>(blank());

export function resetCircle(): void {
  Object.assign(circleState, blank());
  knownPosts.clear();
}

/** Posts seen in any fetched page (not reactive): a pending forward quotes its original from here. */
const knownPosts = new Map<string, CirclePost>();
export function rememberPosts(list: readonly CirclePost[]): void {
  for (const post of list) knownPosts.set(post.id, post);
}
export function knownPost(id: string): CirclePost | undefined {
  return knownPosts.get(id);
}

export function hidePost(id: string): void {
  circleState.hiddenPosts[id] = true;
}
export function hideComment(id: string): void {
  circleState.hiddenComments[id] = true;
}

function bump(map: Record<string, number[]>, id: string): void {
  map[id] = [...(map[id] ?? []), Date.now()];
}

function addPost(entry: OutboxEntry, data: unknown): void {
  const post = circlePostSchema.safeParse(data);
  if (!post.success) {
    circleState.reloads += 1;
    return;
  }
  rememberPosts([post.data]);
  circleState.newPosts = [post.data, ...circleState.newPosts.filter((p) => p.id !== post.data.id)];
  const forward = payloadOf(entry, CIRCLE_KINDS.FORWARD, forwardPayloadSchema);
  if (forward) bump(circleState.forwardBumps, forward.postId);
}

function addComment(entry: OutboxEntry, data: unknown): void {
  const payload = payloadOf(entry, CIRCLE_KINDS.COMMENT, commentPayloadSchema);
  const comment = circleCommentSchema.safeParse(data);
  if (!payload) return;
  bump(circleState.commentBumps, payload.postId);
  if (!comment.success) {
    circleState.reloads += 1;
    return;
  }
  const held = circleState.newComments[payload.postId] ?? [];
  circleState.newComments[payload.postId] = [...held.filter((c) => c.id !== comment.data.id), comment.data];
}

let started = false;

/** Listens to the circle's confirmed outbox entries (once; CircleOutboxHost and the circle page call it). */
export function startCircleRuntime(): void {
  if (started) return;
  started = true;
  onOutboxSent(CIRCLE_KINDS.POST, addPost);
  onOutboxSent(CIRCLE_KINDS.FORWARD, addPost);
  onOutboxSent(CIRCLE_KINDS.COMMENT, addComment);
  onOutboxSent(CIRCLE_KINDS.LIKE, (entry, data) => {
    const payload = payloadOf(entry, CIRCLE_KINDS.LIKE, likePayloadSchema);
    const result = circleLikeResultSchema.safeParse(data);
    if (payload && result.success) circleState.likes[payload.postId] = result.data;
  });
  onOutboxSent(CIRCLE_KINDS.COMMENT_LIKE, (entry, data) => {
    const payload = payloadOf(entry, CIRCLE_KINDS.COMMENT_LIKE, commentLikePayloadSchema);
    const result = circleLikeResultSchema.safeParse(data);
    if (payload && result.success) circleState.commentLikes[payload.commentId] = result.data;
  });
  const followed = (entry: OutboxEntry, data: unknown) => {
    const payload = payloadOf(entry, entry.kind, followPayloadSchema);
    const result = circleFollowResultSchema.safeParse(data);
    if (payload && result.success) circleState.follows[payload.userId] = result.data;
  };
  onOutboxSent(CIRCLE_KINDS.FOLLOW, followed);
  onOutboxSent(CIRCLE_KINDS.UNFOLLOW, followed);
  onOutboxSent(CIRCLE_KINDS.DELETE_POST, (entry) => hidePost(deletedIdOf(entry)));
  onOutboxSent(CIRCLE_KINDS.DELETE_COMMENT, (entry) => hideComment(deletedIdOf(entry)));
  onSessionEnd(resetCircle);
}
