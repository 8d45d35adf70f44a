/**
 * Rows to contract types (src/contract/circle.ts), and the feeds' opaque cursors: base64url of JSON naming the
 * order the cursor belongs to and the last item's position in it, `["r", rank_score, id]` (推荐) or
 * `["t", created_at ISO, id]` (time order: 关注, 我的, a person's posts, comments).
 */
import { z } from 'zod';

import {
  CIRCLE_REPORT_STATUSES,
  CIRCLE_TOPICS,
  type CircleAuthor,
  type CircleComment,
  type CirclePost,
  type CircleQuote,
  type CircleReportItem,
  type CircleReportStatus,
  type CircleTag,
  type CircleTopic,
} from '../../../src/contract/circle.ts';
import { publicDisplayName } from '../user/user.mappers.ts';
import type { CommentViewRow, PostViewRow, ReportViewRow, UserNameRow } from './circle.repository.ts';

export type RankCursor = { kind: 'r'; score: number; id: string };
export type TimeCursor = { kind: 't'; at: Date; id: string };
export type FeedCursor = RankCursor | TimeCursor;

const UUID = z.uuid();
const cursorJson = z.union([
  z.tuple([z.literal('r'), z.number().finite(), UUID]),
  z.tuple([z.literal('t'), z.iso.datetime({ offset: true }), UUID]),
]);

export function encodeCursor(cursor: FeedCursor): string {
  const json =
    cursor.kind === 'r' ? ['r', cursor.score, cursor.id] : ['t', cursor.at.toISOString(), cursor.id];
  return Buffer.from(JSON.stringify(json), 'utf8').toString('base64url');
}

/** The cursor, or null when the text is not one we made (the caller answers 410). */
export function decodeCursor(text: string): FeedCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = cursorJson.safeParse(value);
  if (!parsed.success) return null;
  const [kind, position, id] = parsed.data;
  if (kind === 'r') return { kind, score: position, id };
  if (typeof position !== 'string') return null;
  return { kind, at: new Date(position), id };
}

/** The public name (publicDisplayName): the nickname, else 张同学, else a masked mobile; never the real name. */
export const displayName = publicDisplayName;

export function toAuthor(user: UserNameRow): CircleAuthor {
  return { id: user.id, name: displayName(user), avatar: user.avatar };
}

function toTag(row: PostViewRow): CircleTag | null {
  if (row.tagKind === 'TOPIC' && row.tagCode && row.tagCode in CIRCLE_TOPICS) {
    const code = row.tagCode as CircleTopic;
    return { kind: 'TOPIC', code, name: CIRCLE_TOPICS[code] };
  }
  if (row.tagKind === 'SCHOOL' && row.tagCode) {
    return { kind: 'SCHOOL', code: row.tagCode, name: row.tagName ?? row.tagCode };
  }
  return null;
}

function toQuote(row: PostViewRow): CircleQuote | null {
  if (!row.forwardOf) return null;
  const original = row.original;
  if (!original || original.deletedAt || original.hiddenAt) {
    return { id: row.forwardOf, deleted: true, author: null, content: '', images: [], createTime: null };
  }
  return {
    id: original.id,
    deleted: false,
    author: toAuthor(original.author),
    content: original.content,
    images: original.images,
    createTime: original.createdAt.toISOString(),
  };
}

export function toPost(row: PostViewRow, viewerId: string | null, order: 'rank' | 'time'): CirclePost {
  const mine = viewerId !== null && row.author.id === viewerId;
  return {
    id: row.id,
    author: toAuthor(row.author),
    content: row.content,
    images: row.images,
    tag: toTag(row),
    forwardOf: toQuote(row),
    createTime: row.createdAt.toISOString(),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    forwardCount: row.forwardCount,
    liked: row.liked,
    followingAuthor: !mine && row.followingAuthor,
    mine,
    cursor: encodeCursor(
      order === 'rank'
        ? { kind: 'r', score: row.rankScore, id: row.id }
        : { kind: 't', at: row.createdAt, id: row.id },
    ),
  };
}

export function toComment(row: CommentViewRow, viewerId: string | null): CircleComment {
  return {
    id: row.id,
    postId: row.postId,
    author: toAuthor(row.author),
    content: row.content,
    replyToId: row.replyToId,
    replyToAuthor: row.replyToAuthor ? toAuthor(row.replyToAuthor) : null,
    createTime: row.createdAt.toISOString(),
    likeCount: row.likeCount,
    liked: row.liked,
    mine: viewerId !== null && row.author.id === viewerId,
    cursor: encodeCursor({ kind: 't', at: row.createdAt, id: row.id }),
  };
}

const REPORT_STATUS_CODES = Object.keys(CIRCLE_REPORT_STATUSES);
function isReportStatus(status: string): status is CircleReportStatus {
  return REPORT_STATUS_CODES.includes(status);
}
function reportStatus(status: string): CircleReportStatus {
  return isReportStatus(status) ? status : 'OPEN';
}

export function toReportItem(row: ReportViewRow): CircleReportItem {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    content: row.content,
    images: row.images,
    author: toAuthor(row.author),
    reporter: toAuthor(row.reporter),
    reason: row.reason,
    detail: row.detail,
    status: reportStatus(row.status),
    createTime: row.createdAt.toISOString(),
  };
}

/** The first `max` characters of a text for a notice, with … when cut. */
export function quoteText(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}
