/**
 * What the circle screens show: fetched pages + what this device's outbox confirmed (circle-store) + the
 * outbox entries not yet confirmed (outboxState). Pure functions of snapshots, so components read them
 * inside render.
 */
import {
  CIRCLE_TOPICS,
  type CircleAuthor,
  type CircleComment,
  type CirclePost,
  type CircleTopic,
} from '@/contract/circle';
import type { CurrentUser } from '@/contract/user';
import { selfName } from '@/lib/format';
import type { OutboxEntry } from '@/lib/outbox';

import {
  CIRCLE_KINDS,
  commentLikePayloadSchema,
  commentPayloadSchema,
  deletedIdOf,
  followPayloadSchema,
  forwardPayloadSchema,
  likePayloadSchema,
  payloadOf,
  postPayloadSchema,
  reportPayloadSchema,
  type LocalImage,
} from './circle-kinds';
import type { CircleState } from './circle-store';

type Entries = readonly OutboxEntry[];
type Store = Pick<
  CircleState,
  | 'likes'
  | 'commentLikes'
  | 'follows'
  | 'hiddenPosts'
  | 'hiddenComments'
  | 'commentBumps'
  | 'forwardBumps'
  | 'newPosts'
  | 'newComments'
>;

/** The state of an own write still in the outbox. */
export interface Delivery {
  entryId: string;
  state: OutboxEntry['state'];
  error: string | null;
}

/** A post as shown: the post, when its data was fetched (counts), its delivery and local images if queued. */
export interface ShownPost {
  post: CirclePost;
  fetchedAt: number;
  delivery?: Delivery;
  localImages?: readonly LocalImage[];
}

export interface ShownComment {
  comment: CircleComment;
  fetchedAt: number;
  delivery?: Delivery;
}

const live = (entry: OutboxEntry) => entry.state !== 'failed';

export function authorOf(user: CurrentUser): CircleAuthor {
  return {
    id: user.id,
    name: selfName(user),
    avatar: user.headportraitPreviewUrl,
  };
}

function delivery(entry: OutboxEntry): Delivery {
  return { entryId: entry.id, state: entry.state, error: entry.lastError };
}

/** The own posts and forwards still in the outbox (newest first), shaped as posts. */
export function queuedPosts(
  entries: Entries,
  user: CurrentUser | null,
  quote: (id: string) => CirclePost | undefined,
): ShownPost[] {
  if (!user) return [];
  const author = authorOf(user);
  const shown: ShownPost[] = [];
  for (const entry of entries) {
    const base = {
      author,
      images: [],
      tag: null,
      forwardOf: null,
      createTime: new Date(entry.createdAt).toISOString(),
      likeCount: 0,
      commentCount: 0,
      forwardCount: 0,
      liked: false,
      followingAuthor: false,
      mine: true,
      cursor: '',
    };
    const post = payloadOf(entry, CIRCLE_KINDS.POST, postPayloadSchema);
    if (post) {
      shown.push({
        post: {
          ...base,
          id: entry.id,
          content: post.content,
          tag: post.school
            ? { kind: 'SCHOOL', code: post.school.id, name: post.school.name }
            : post.topic
              ? { kind: 'TOPIC', code: post.topic, name: CIRCLE_TOPICS[post.topic] }
              : null,
        },
        fetchedAt: Infinity,
        delivery: delivery(entry),
        localImages: post.files,
      });
    }
    const forward = payloadOf(entry, CIRCLE_KINDS.FORWARD, forwardPayloadSchema);
    if (forward) {
      const original = quote(forward.postId);
      const source = original?.forwardOf ?? (original ? { ...original, deleted: false } : null);
      shown.push({
        post: {
          ...base,
          id: entry.id,
          content: forward.content,
          forwardOf: source
            ? {
                id: source.id,
                deleted: source.deleted,
                author: source.author,
                content: source.content,
                images: source.images,
                createTime: source.createTime,
              }
            : { id: forward.postId, deleted: false, author: null, content: '', images: [], createTime: null },
        },
        fetchedAt: Infinity,
        delivery: delivery(entry),
      });
    }
  }
  return shown.reverse();
}

/** The topic filter of a feed applied to queued or newly confirmed posts. */
export function matchesTopic(post: CirclePost, topic: CircleTopic | undefined): boolean {
  return !topic || (post.tag?.kind === 'TOPIC' && post.tag.code === topic);
}

/** Pending + confirmed-this-session + fetched, one card per id, hidden ones left out. */
export function mergePosts(
  top: readonly ShownPost[],
  fetched: readonly ShownPost[],
  entries: Entries,
  store: Store,
): ShownPost[] {
  const seen = new Set<string>();
  const out: ShownPost[] = [];
  for (const item of [...top, ...fetched]) {
    if (seen.has(item.post.id) || isPostHidden(item.post.id, entries, store)) continue;
    seen.add(item.post.id);
    out.push(item);
  }
  return out;
}

export function isPostHidden(id: string, entries: Entries, store: Pick<Store, 'hiddenPosts'>): boolean {
  if (store.hiddenPosts[id]) return true;
  return entries.some(
    (e) =>
      (e.kind === CIRCLE_KINDS.DELETE_POST && deletedIdOf(e) === id) ||
      payloadOf(e, CIRCLE_KINDS.REPORT, reportPayloadSchema)?.targetId === id,
  );
}

export function isCommentHidden(id: string, entries: Entries, store: Pick<Store, 'hiddenComments'>): boolean {
  if (store.hiddenComments[id]) return true;
  return entries.some(
    (e) =>
      (e.kind === CIRCLE_KINDS.DELETE_COMMENT && deletedIdOf(e) === id) ||
      payloadOf(e, CIRCLE_KINDS.REPORT, reportPayloadSchema)?.targetId === id,
  );
}

/** The last queued like state (not failed), when there is one. */
function queuedLike<T extends { liked: boolean }>(
  entries: Entries,
  match: (entry: OutboxEntry) => T | null,
): boolean | null {
  let liked: boolean | null = null;
  for (const entry of entries) {
    if (!live(entry)) continue;
    const payload = match(entry);
    if (payload) liked = payload.liked;
  }
  return liked;
}

function applyLike(base: { liked: boolean; likeCount: number }, queued: boolean | null) {
  if (queued === null || queued === base.liked) return base;
  return { liked: queued, likeCount: Math.max(0, base.likeCount + (queued ? 1 : -1)) };
}

const after = (times: readonly number[] | undefined, fetchedAt: number) =>
  (times ?? []).filter((t) => t > fetchedAt).length;

/** The post with like, comment, forward and follow states as this device knows them. */
export function effectivePost(item: ShownPost, entries: Entries, store: Store): CirclePost {
  const { post, fetchedAt } = item;
  const like = applyLike(
    store.likes[post.id] ?? post,
    queuedLike(entries, (e) => {
      const p = payloadOf(e, CIRCLE_KINDS.LIKE, likePayloadSchema);
      return p?.postId === post.id ? p : null;
    }),
  );
  const queuedComments = entries.filter(
    (e) => live(e) && payloadOf(e, CIRCLE_KINDS.COMMENT, commentPayloadSchema)?.postId === post.id,
  ).length;
  const queuedForwards = entries.filter(
    (e) => live(e) && payloadOf(e, CIRCLE_KINDS.FORWARD, forwardPayloadSchema)?.postId === post.id,
  ).length;
  return {
    ...post,
    ...like,
    commentCount: post.commentCount + after(store.commentBumps[post.id], fetchedAt) + queuedComments,
    forwardCount: post.forwardCount + after(store.forwardBumps[post.id], fetchedAt) + queuedForwards,
    followingAuthor: followState(
      post.author.id,
      { followed: post.followingAuthor, followerCount: 0 },
      entries,
      store,
    ).followed,
  };
}

/** Follow state and follower count of a person, queued 关注 / 取消关注 included. */
export function followState(
  userId: string,
  base: { followed: boolean; followerCount: number },
  entries: Entries,
  store: Pick<Store, 'follows'>,
): { followed: boolean; followerCount: number } {
  const known = store.follows[userId] ?? base;
  let queued: boolean | null = null;
  for (const entry of entries) {
    if (!live(entry)) continue;
    if (payloadOf(entry, CIRCLE_KINDS.FOLLOW, followPayloadSchema)?.userId === userId) queued = true;
    if (payloadOf(entry, CIRCLE_KINDS.UNFOLLOW, followPayloadSchema)?.userId === userId) queued = false;
  }
  if (queued === null || queued === known.followed) return known;
  return { followed: queued, followerCount: Math.max(0, known.followerCount + (queued ? 1 : -1)) };
}

export function effectiveComment(comment: CircleComment, entries: Entries, store: Store): CircleComment {
  const like = applyLike(
    store.commentLikes[comment.id] ?? comment,
    queuedLike(entries, (e) => {
      const p = payloadOf(e, CIRCLE_KINDS.COMMENT_LIKE, commentLikePayloadSchema);
      return p?.commentId === comment.id ? p : null;
    }),
  );
  return { ...comment, ...like };
}

/** A post's comments: fetched, then confirmed this session, then the own ones still queued; no duplicates. */
export function mergeComments(
  postId: string,
  fetched: readonly ShownComment[],
  entries: Entries,
  store: Store,
  user: CurrentUser | null,
): ShownComment[] {
  const seen = new Set<string>();
  const out: ShownComment[] = [];
  const byId = new Map<string, CircleComment>();
  const push = (item: ShownComment) => {
    byId.set(item.comment.id, item.comment);
    if (seen.has(item.comment.id) || isCommentHidden(item.comment.id, entries, store)) return;
    seen.add(item.comment.id);
    out.push(item);
  };
  fetched.forEach(push);
  (store.newComments[postId] ?? []).forEach((comment) => push({ comment, fetchedAt: Infinity }));
  if (user) {
    const author = authorOf(user);
    for (const entry of entries) {
      const payload = payloadOf(entry, CIRCLE_KINDS.COMMENT, commentPayloadSchema);
      if (!payload || payload.postId !== postId) continue;
      const replyTo = payload.replyToId ? byId.get(payload.replyToId) : undefined;
      push({
        comment: {
          id: entry.id,
          postId,
          author,
          content: payload.content,
          replyToId: payload.replyToId ?? null,
          replyToAuthor: replyTo?.author ?? null,
          createTime: new Date(entry.createdAt).toISOString(),
          likeCount: 0,
          liked: false,
          mine: true,
          cursor: '',
        },
        fetchedAt: Infinity,
        delivery: delivery(entry),
      });
    }
  }
  return out;
}

/** The outbox entry of a post still queued (a comment on it must wait: dependsOn), or undefined. */
export function queuedPostEntry(entries: Entries, postId: string): OutboxEntry | undefined {
  return entries.find(
    (e) => e.id === postId && (e.kind === CIRCLE_KINDS.POST || e.kind === CIRCLE_KINDS.FORWARD),
  );
}
