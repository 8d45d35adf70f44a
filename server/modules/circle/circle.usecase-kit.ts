/** Helpers of the 留学圈 usecases: cursors, pages, notice drafts, and the checks several writes share. */
import { fileIdFromPreviewUrl, type Notice } from '../../../src/contract/chat.ts';
import {
  CIRCLE_NOTICE_QUOTE_MAX,
  type CirclePost,
  type CircleTagInput,
} from '../../../src/contract/circle.ts';
import { NOTICE_TYPE } from '../../../src/contract/code-tables.ts';
import type { Database } from '../../lib/database.ts';
import { toNotice } from '../notice/notice.mappers.ts';
import { createNoticeRepository } from '../notice/notice.repository.ts';
import type { UserRow } from '../user/user.table.ts';
import {
  createCircleInvalidError,
  createImageInvalidError,
  createPostNotFoundError,
  createSchoolNotFoundError,
} from './circle.errors.ts';
import {
  decodeCursor,
  displayName,
  quoteText,
  toPost,
  type RankCursor,
  type TimeCursor,
} from './circle.mappers.ts';
import { type PostViewRow } from './circle.repository.ts';
import type { CircleRepository } from './circle.repository.ts';

/** A write's answer and the notices it left (pushed to their users' rooms by the route). */
export interface WithNotices<T> {
  data: T;
  notices: Notice[];
}

export interface Paging {
  cursor?: string | undefined;
  limit: number;
}

export function rankCursor(text: string | undefined): RankCursor | undefined {
  if (!text) return undefined;
  const cursor = decodeCursor(text);
  if (cursor?.kind !== 'r') throw createCircleInvalidError();
  return cursor;
}

export function timeCursor(text: string | undefined): TimeCursor | undefined {
  if (!text) return undefined;
  const cursor = decodeCursor(text);
  if (cursor?.kind !== 't') throw createCircleInvalidError();
  return cursor;
}

/** A page from `limit + 1` rows: the extra row says there is more. */
export function feedPage(
  rows: PostViewRow[],
  limit: number,
  viewerId: string | null,
  order: 'rank' | 'time',
) {
  const list = rows.slice(0, limit).map((row) => toPost(row, viewerId, order));
  return { list, nextCursor: rows.length > limit ? (list.at(-1)?.cursor ?? null) : null };
}

export function fill(template: string, values: { name: string; text?: string }): string {
  return template
    .replace('{name}', values.name)
    .replace('{text}', values.text === undefined ? '' : quoteText(values.text, CIRCLE_NOTICE_QUOTE_MAX));
}

/** A Circle notice before it is stored: to whom, and what it says. */
export interface NoticeDraft {
  to: string;
  title: string;
  content: string;
  link: string;
}

export type CircleKit = ReturnType<typeof createCircleKit>;

/** What the usecases share: notices in the write's transaction, the post checks, images and tags. */
export function createCircleKit(circle: CircleRepository) {
  /** Inserts the Circle notices (never to the actor) with the transaction's repositories. */
  async function insertNotices(tx: Database, actor: UserRow, drafts: NoticeDraft[], now: Date) {
    const noticeRepo = createNoticeRepository({ db: tx });
    const notices: Notice[] = [];
    for (const draft of drafts) {
      if (draft.to === actor.id) continue;
      const row = await noticeRepo.insertNotice({
        userId: draft.to,
        type: NOTICE_TYPE.CIRCLE,
        title: draft.title,
        content: draft.content,
        link: draft.link,
        senderId: actor.id,
        senderName: displayName(actor),
        now,
      });
      notices.push(toNotice(row));
    }
    return notices;
  }

  async function visiblePost(id: string, viewerId: string | null): Promise<PostViewRow> {
    const row = await circle.findVisiblePost(id, viewerId);
    if (!row) throw createPostNotFoundError();
    return row;
  }

  /** The stored post of a replayed client id: the author's own, else 410. */
  async function replayedPost(id: string, user: UserRow): Promise<CirclePost> {
    const row = await circle.findPostView(id, user.id);
    if (!row || row.author.id !== user.id) throw createCircleInvalidError();
    return toPost(row, user.id, 'time');
  }

  /** The `/files/{id}` of the author's own ABROAD_CIRCLE jpg/png uploads, in order; else 410. */
  async function checkImages(user: UserRow, images: string[]): Promise<string[]> {
    const ids = images.map((url) => fileIdFromPreviewUrl(url));
    const valid = ids.filter((id): id is string => id !== null);
    if (valid.length !== ids.length || new Set(valid).size !== valid.length) throw createImageInvalidError();
    const own = new Set(await circle.ownCircleImages(user.id, valid));
    if (valid.some((id) => !own.has(id))) throw createImageInvalidError();
    return valid;
  }

  async function tagColumns(tag: CircleTagInput | null) {
    if (!tag) return { tagKind: null, tagCode: null, tagName: null };
    if (tag.kind === 'TOPIC') return { tagKind: 'TOPIC', tagCode: tag.code, tagName: null };
    const name = await circle.universityName(tag.code);
    if (name === undefined) throw createSchoolNotFoundError();
    return { tagKind: 'SCHOOL', tagCode: tag.code, tagName: name };
  }

  return { insertNotices, visiblePost, replayedPost, checkImages, tagColumns };
}
