/**
 * Rules of the 留学圈 spanning repositories: client ids and replays, images and school tags, counters with
 * their rank, the caller's view (likes, follows, reports), and the Circle notices (type 1) to authors
 * through the chat module's notice system. Each write is one transaction with its notices; the answered
 * notices are pushed on the socket by the routes.
 */
import { fileIdFromPreviewUrl, type Notice } from '../../../src/contract/chat.ts';
import {
  CIRCLE_NOTICE,
  CIRCLE_NOTICE_QUOTE_MAX,
  circlePostLink,
  circleUserLink,
  type CircleComment,
  type CircleCommentPage,
  type CircleFeedPage,
  type CirclePersonPage,
  type CirclePost,
  type CircleReportItem,
  type CircleReportPage,
  type CircleReportStatus,
  type CircleTagInput,
  type CircleTopic,
} from '../../../src/contract/circle.ts';
import { NOTICE_TYPE } from '../../../src/contract/code-tables.ts';
import type { Database } from '../../lib/database.ts';
import { toNotice } from '../notice/notice.mappers.ts';
import { createNoticeRepository } from '../notice/notice.repository.ts';
import type { UserRow } from '../user/user.table.ts';
import {
  createCircleInvalidError,
  createCircleUserNotFoundError,
  createCommentNotFoundError,
  createFollowSelfError,
  createImageInvalidError,
  createNotAuthorError,
  createNotPlatformServiceError,
  createPostNotFoundError,
  createReplyNotInPostError,
  createReportNotFoundError,
  createSchoolNotFoundError,
} from './circle.errors.ts';
import {
  decodeCursor,
  displayName,
  quoteText,
  toAuthor,
  toComment,
  toPost,
  toReportItem,
  type RankCursor,
  type TimeCursor,
} from './circle.mappers.ts';
import { createCircleRepository, type CircleRepository, type PostViewRow } from './circle.repository.ts';

export type CircleUsecases = ReturnType<typeof createCircleUsecases>;

/** A write's answer and the notices it left (pushed to their users' rooms by the route). */
export interface WithNotices<T> {
  data: T;
  notices: Notice[];
}

interface Paging {
  cursor?: string | undefined;
  limit: number;
}

function rankCursor(text: string | undefined): RankCursor | undefined {
  if (!text) return undefined;
  const cursor = decodeCursor(text);
  if (cursor?.kind !== 'r') throw createCircleInvalidError();
  return cursor;
}

function timeCursor(text: string | undefined): TimeCursor | undefined {
  if (!text) return undefined;
  const cursor = decodeCursor(text);
  if (cursor?.kind !== 't') throw createCircleInvalidError();
  return cursor;
}

/** A page from `limit + 1` rows: the extra row says there is more. */
function feedPage(rows: PostViewRow[], limit: number, viewerId: string | null, order: 'rank' | 'time') {
  const list = rows.slice(0, limit).map((row) => toPost(row, viewerId, order));
  return { list, nextCursor: rows.length > limit ? (list.at(-1)?.cursor ?? null) : null };
}

function fill(template: string, values: { name: string; text?: string }): string {
  return template
    .replace('{name}', values.name)
    .replace('{text}', values.text === undefined ? '' : quoteText(values.text, CIRCLE_NOTICE_QUOTE_MAX));
}

interface NoticeDraft {
  to: string;
  template: { title: string; content: string };
  link: string;
  /** The text the notice quotes (a comment's). */
  text?: string;
}

/** Inserts a Circle notice (never to the actor) with the transaction's repositories. */
async function insertNotice(tx: Database, actor: UserRow, draft: NoticeDraft, now: Date): Promise<Notice[]> {
  if (draft.to === actor.id) return [];
  const row = await createNoticeRepository({ db: tx }).insertNotice({
    userId: draft.to,
    type: NOTICE_TYPE.CIRCLE,
    title: draft.template.title,
    content: fill(draft.template.content, { name: displayName(actor), text: draft.text }),
    link: draft.link,
    senderId: actor.id,
    senderName: displayName(actor),
    now,
  });
  return [toNotice(row)];
}

/** What the usecase groups share: the repository, and the checks of a post and of what a new one refers to. */
function circleUsecasesContext({ db }: { db: Database }) {
  const circle = createCircleRepository({ db });

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

  /** Runs `work` in a transaction with a repository over it. */
  function inTransaction<T>(work: (repo: CircleRepository, tx: Database) => Promise<T>): Promise<T> {
    return db.transaction((tx) => work(createCircleRepository({ db: tx }), tx));
  }

  return { circle, visiblePost, replayedPost, checkImages, tagColumns, inTransaction };
}

type CircleUsecasesContext = ReturnType<typeof circleUsecasesContext>;

/** The feeds, a person's page, one post and its comments. */
function createReadUsecases({ circle, visiblePost }: CircleUsecasesContext) {
  return {
    async feed(viewerId: string | null, query: Paging & { topic?: CircleTopic | undefined }) {
      const rows = await circle.recommend(viewerId, query.topic, rankCursor(query.cursor), query.limit + 1);
      return feedPage(rows, query.limit, viewerId, 'rank') satisfies CircleFeedPage;
    },

    async following(viewerId: string, query: Paging): Promise<CircleFeedPage> {
      const rows = await circle.following(viewerId, timeCursor(query.cursor), query.limit + 1);
      return feedPage(rows, query.limit, viewerId, 'time');
    },

    async mine(viewerId: string, query: Paging): Promise<CircleFeedPage> {
      const rows = await circle.byAuthor(viewerId, viewerId, timeCursor(query.cursor), query.limit + 1);
      return feedPage(rows, query.limit, viewerId, 'time');
    },

    async personal(viewerId: string, query: Paging & { userId: string }): Promise<CirclePersonPage> {
      const person = await circle.findUserName(query.userId);
      if (!person) throw createCircleUserNotFoundError();
      const cursor = timeCursor(query.cursor);
      const [counts, rows] = await Promise.all([
        circle.personCounts(person.id, viewerId),
        circle.byAuthor(viewerId, person.id, cursor, query.limit + 1),
      ]);
      const self = person.id === viewerId;
      return {
        person: { ...toAuthor(person), ...counts, followed: !self && counts.followed, self },
        posts: feedPage(rows, query.limit, viewerId, 'time'),
      };
    },

    async post(viewerId: string, id: string): Promise<CirclePost> {
      return toPost(await visiblePost(id, viewerId), viewerId, 'time');
    },

    async comments(viewerId: string, query: Paging & { postId: string }): Promise<CircleCommentPage> {
      const post = await visiblePost(query.postId, viewerId);
      const [rows, total] = await Promise.all([
        circle.comments(post.id, viewerId, timeCursor(query.cursor), query.limit + 1),
        circle.countComments(post.id, viewerId),
      ]);
      const list = rows.slice(0, query.limit).map((row) => toComment(row, viewerId));
      return { list, nextCursor: rows.length > query.limit ? (list.at(-1)?.cursor ?? null) : null, total };
    },
  };
}

/** New posts and forwards, and the author's delete. */
function createPostUsecases(ctx: CircleUsecasesContext) {
  const { circle, visiblePost, replayedPost, checkImages, tagColumns, inTransaction } = ctx;
  return {
    async add(
      user: UserRow,
      body: { id: string; content: string; images: string[]; tag: CircleTagInput | null },
      now: Date,
    ): Promise<CirclePost> {
      if (await circle.findPostRow(body.id)) return replayedPost(body.id, user);
      const fileIds = await checkImages(user, body.images);
      const tag = await tagColumns(body.tag);
      const inserted = await inTransaction(async (repo) => {
        const row = await repo.insertPost({
          id: body.id,
          authorId: user.id,
          content: body.content,
          images: body.images,
          ...tag,
          createdAt: now,
        });
        if (row) await repo.makeFilesPublic(fileIds);
        return row;
      });
      // a racing replay of the same id inserted first
      if (!inserted) return replayedPost(body.id, user);
      return replayedPost(inserted.id, user);
    },

    /** Forwards a post: the quote is always the root original, whose forward_count moves. */
    async forward(
      user: UserRow,
      body: { id: string; postId: string; content: string },
      now: Date,
    ): Promise<WithNotices<CirclePost>> {
      if (await circle.findPostRow(body.id)) return { data: await replayedPost(body.id, user), notices: [] };
      const target = await visiblePost(body.postId, user.id);
      const root = target.forwardOf ? target.original : target;
      if (!root || root.deletedAt || root.hiddenAt) throw createPostNotFoundError();
      const notices = await inTransaction(async (repo, tx) => {
        const row = await repo.insertPost({
          id: body.id,
          authorId: user.id,
          content: body.content,
          images: [],
          forwardOf: root.id,
          createdAt: now,
        });
        if (!row) return null;
        await repo.bumpForwardCount(root.id, 1);
        const draft = { to: root.author.id, template: CIRCLE_NOTICE.FORWARD, link: circlePostLink(body.id) };
        return insertNotice(tx, user, draft, now);
      });
      return { data: await replayedPost(body.id, user), notices: notices ?? [] };
    },

    /** The author's soft delete; a repeat answers the same; anyone else: 423 and nothing changes. */
    async deletePost(user: UserRow, id: string, now: Date): Promise<{ id: string; deleted: true }> {
      const row = await circle.findPostRow(id);
      if (!row) throw createPostNotFoundError();
      if (row.authorId !== user.id) throw createNotAuthorError();
      await inTransaction(async (repo) => {
        const deleted = await repo.softDeletePost(row.id, user.id, now);
        if (deleted?.forwardOf) await repo.bumpForwardCount(deleted.forwardOf, -1);
      });
      return { id: row.id, deleted: true };
    },
  };
}

/** Comments and replies, and the author's delete. */
function createCommentUsecases({ circle, visiblePost, inTransaction }: CircleUsecasesContext) {
  return {
    async addComment(
      user: UserRow,
      body: { id: string; postId: string; content: string; replyToId?: string | undefined },
      now: Date,
    ): Promise<WithNotices<CircleComment>> {
      const answer = async (): Promise<CircleComment> => {
        const stored = await circle.findCommentRow(body.id);
        if (!stored || stored.authorId !== user.id) throw createCircleInvalidError();
        const view = await circle.findCommentView(stored.id, user.id);
        if (!view) throw createCommentNotFoundError();
        return toComment(view, user.id);
      };
      if (await circle.findCommentRow(body.id)) return { data: await answer(), notices: [] };
      const post = await visiblePost(body.postId, user.id);
      let replyTo: { authorId: string } | undefined;
      if (body.replyToId !== undefined) {
        const reply = await circle.findCommentRow(body.replyToId);
        if (!reply || reply.postId !== post.id) throw createReplyNotInPostError();
        if (reply.deletedAt || reply.hiddenAt) throw createCommentNotFoundError();
        replyTo = reply;
      }
      const notices = await inTransaction(async (repo, tx) => {
        const row = await repo.insertComment({
          id: body.id,
          postId: post.id,
          authorId: user.id,
          content: body.content,
          replyToId: body.replyToId ?? null,
          createdAt: now,
        });
        if (!row) return null;
        await repo.bumpCommentCount(post.id, 1);
        const draft = replyTo
          ? { to: replyTo.authorId, template: CIRCLE_NOTICE.REPLY }
          : { to: post.author.id, template: CIRCLE_NOTICE.COMMENT };
        return insertNotice(tx, user, { ...draft, link: circlePostLink(post.id), text: body.content }, now);
      });
      return { data: await answer(), notices: notices ?? [] };
    },

    async deleteComment(user: UserRow, id: string, now: Date): Promise<{ id: string; deleted: true }> {
      const row = await circle.findCommentRow(id);
      if (!row) throw createCommentNotFoundError();
      if (row.authorId !== user.id) throw createNotAuthorError();
      await inTransaction(async (repo) => {
        const deleted = await repo.softDeleteComment(row.id, user.id, now);
        if (deleted && deleted.hiddenAt === null) await repo.bumpCommentCount(deleted.postId, -1);
      });
      return { id: row.id, deleted: true };
    },
  };
}

/** Likes of posts and comments, and follows. */
function createReactionUsecases({ circle, visiblePost, inTransaction }: CircleUsecasesContext) {
  return {
    async likePost(
      user: UserRow,
      postId: string,
      liked: boolean,
      now: Date,
    ): Promise<WithNotices<{ liked: boolean; likeCount: number }>> {
      const post = await visiblePost(postId, user.id);
      return inTransaction(async (repo, tx) => {
        const { changed, likeCount } = await repo.setPostLike(post.id, user.id, liked, now);
        const draft = { to: post.author.id, template: CIRCLE_NOTICE.LIKE, link: circlePostLink(post.id) };
        const notices = changed && liked ? await insertNotice(tx, user, draft, now) : [];
        return { data: { liked, likeCount }, notices };
      });
    },

    async likeComment(user: UserRow, commentId: string, liked: boolean, now: Date) {
      const comment = await circle.findCommentView(commentId, user.id);
      if (!comment) throw createCommentNotFoundError();
      await visiblePost(comment.postId, user.id);
      const { likeCount } = await inTransaction((repo) =>
        repo.setCommentLike(comment.id, user.id, liked, now),
      );
      return { liked, likeCount };
    },

    async follow(
      user: UserRow,
      userId: string,
      followed: boolean,
      now: Date,
    ): Promise<WithNotices<{ followed: boolean; followerCount: number }>> {
      const person = await circle.findUserName(userId);
      if (!person) throw createCircleUserNotFoundError();
      if (person.id === user.id) throw createFollowSelfError();
      const notices = await inTransaction(async (repo, tx) => {
        const changed = await repo.setFollow(user.id, person.id, followed, now);
        if (!changed || !followed) return [];
        const draft = { to: person.id, template: CIRCLE_NOTICE.FOLLOW, link: circleUserLink(user.id) };
        return insertNotice(tx, user, draft, now);
      });
      const counts = await circle.personCounts(person.id, user.id);
      return { data: { followed, followerCount: counts.followerCount }, notices };
    },
  };
}

/** 举报, and the console's queue of reports (platform customer service). */
function createReportUsecases({ circle, inTransaction }: CircleUsecasesContext) {
  return {
    /** 举报: the item leaves the reporter's reads at once; one report per reporter and item. */
    async report(
      user: UserRow,
      body: { targetType: 'POST' | 'COMMENT'; targetId: string; reason: string; detail: string },
      now: Date,
    ): Promise<void> {
      let targetId: string;
      if (body.targetType === 'POST') {
        const post = await circle.findPostRow(body.targetId);
        if (!post || post.deletedAt) throw createPostNotFoundError();
        targetId = post.id;
      } else {
        const comment = await circle.findCommentRow(body.targetId);
        if (!comment || comment.deletedAt) throw createCommentNotFoundError();
        targetId = comment.id;
      }
      await circle.insertReport({
        reporterId: user.id,
        targetType: body.targetType,
        targetId,
        reason: body.reason,
        detail: body.detail,
        createdAt: now,
      });
    },

    async reportPage(
      staff: UserRow,
      query: { status: CircleReportStatus; pageIndex: number; pageSize: number },
    ): Promise<CircleReportPage> {
      if (staff.staffRole !== 'PLATFORM_SERVICE') throw createNotPlatformServiceError();
      const page = await circle.reportPage(query.status, query);
      return { ...page, list: page.list.map(toReportItem) };
    },

    async resolveReport(
      staff: UserRow,
      body: { id: string; action: 'HIDE' | 'DISMISS' },
      now: Date,
    ): Promise<CircleReportItem> {
      if (staff.staffRole !== 'PLATFORM_SERVICE') throw createNotPlatformServiceError();
      const report = await circle.findReport(body.id);
      if (!report) throw createReportNotFoundError();
      await inTransaction(async (repo) => {
        if (body.action === 'HIDE') await repo.hideTarget(report, staff.id, now);
        else await repo.dismissReport(report.id, staff.id, now);
      });
      const view = await circle.reportView(report.id);
      if (!view) throw createReportNotFoundError();
      return toReportItem(view);
    },
  };
}

export function createCircleUsecases(deps: { db: Database }) {
  const ctx = circleUsecasesContext(deps);
  return {
    repository: ctx.circle,
    ...createReadUsecases(ctx),
    ...createPostUsecases(ctx),
    ...createCommentUsecases(ctx),
    ...createReactionUsecases(ctx),
    ...createReportUsecases(ctx),
  };
}
