import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';

import {
  QA_EXCERPT_LENGTH,
  type QaAuthor,
  type QaAuthorRole,
  type QaCategory,
  type QaDetail,
  type QaListItem,
  type QaMyKind,
  type QaMyPage,
  type QaMyStatistics,
  type QaReply,
  type QaViewerState,
} from '../../../src/contract/qa.ts';
import type { Database } from '../../lib/database.ts';
import {
  containsPattern,
  countRows,
  offsetOf,
  type Page,
  type Paging,
  toPage,
  totalOver,
} from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  qaCollectsTable,
  qaLikesTable,
  qaQuestionsTable,
  qaRepliesTable,
  type QaReplyRow,
} from './qa.table.ts';

function authorOf(row: { authorName: string; authorAvatar: string | null; authorRole: string }): QaAuthor {
  const role: QaAuthorRole = row.authorRole === 'COUNSELOR' ? 'COUNSELOR' : 'STUDENT';
  return { name: row.authorName, avatar: row.authorAvatar, role };
}

export function excerptOf(content: string): string {
  const chars = Array.from(content.replace(/\s+/g, ' ').trim());
  return chars.length > QA_EXCERPT_LENGTH ? `${chars.slice(0, QA_EXCERPT_LENGTH).join('')}…` : chars.join('');
}

export function toReply(row: QaReplyRow): QaReply {
  return {
    id: row.id,
    content: row.content,
    author: authorOf(row),
    createTime: row.createdAt.toISOString(),
    likeCount: row.likeCount,
  };
}

/**
 * Live replies of the outer question row (qualified by hand: inside the subquery a bare "id" is the reply's).
 */
const replyCount =
  sql<number>`(select count(*) from "qa_replies" where "qa_replies"."question_id" = "qa_questions"."id" and "qa_replies"."deleted_at" is null)`.mapWith(
    Number,
  );

/** Not deleted by its asker (a deleted question is gone from every read). */
const liveQuestion = isNull(qaQuestionsTable.deletedAt);
const liveReply = isNull(qaRepliesTable.deletedAt);
/** Ids of the live questions (a reply or a collect counts only under one). */
const liveQuestionIds = (db: Database) =>
  db.select({ id: qaQuestionsTable.id }).from(qaQuestionsTable).where(liveQuestion);

export const questionColumns = {
  id: qaQuestionsTable.id,
  category: qaQuestionsTable.category,
  title: qaQuestionsTable.title,
  content: qaQuestionsTable.content,
  authorName: qaQuestionsTable.authorName,
  authorAvatar: qaQuestionsTable.authorAvatar,
  authorRole: qaQuestionsTable.authorRole,
  likeCount: qaQuestionsTable.likeCount,
  collectCount: qaQuestionsTable.collectCount,
  tags: qaQuestionsTable.tags,
  createdAt: qaQuestionsTable.createdAt,
  replyCount,
};

export type QaOrder = 'new' | 'hot';

type QuestionRow = {
  id: string;
  category: string;
  title: string;
  content: string;
  authorName: string;
  authorAvatar: string | null;
  authorRole: string;
  likeCount: number;
  collectCount: number;
  tags: string[];
  createdAt: Date;
  replyCount: number;
};

export function toListItem(row: QuestionRow): QaListItem {
  return {
    id: row.id,
    title: row.title,
    excerpt: excerptOf(row.content),
    category: row.category,
    author: authorOf(row),
    createTime: row.createdAt.toISOString(),
    replyCount: row.replyCount,
    likeCount: row.likeCount,
    tags: row.tags,
  };
}

export type QaRepository = ReturnType<typeof createQaRepository>;

/** What the parts of createQaRepository share. */
function qaRepositoryContext({ db }: { db: Database }) {
  async function repliesOf(questionId: string, paging: Paging) {
    const where = and(eq(qaRepliesTable.questionId, questionId), liveReply);
    const rows = await db
      .select({ reply: qaRepliesTable, total: totalOver() })
      .from(qaRepliesTable)
      .where(where)
      .orderBy(asc(qaRepliesTable.createdAt), asc(qaRepliesTable.sort), asc(qaRepliesTable.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging));
    return toPage(paging, rows, countRows(db, qaRepliesTable, where), (row) => toReply(row.reply));
  }

  async function isLiveQuestion(id: string): Promise<boolean> {
    const [question] = await db
      .select({ id: qaQuestionsTable.id })
      .from(qaQuestionsTable)
      .where(and(eq(qaQuestionsTable.id, id), liveQuestion))
      .limit(1);
    return question !== undefined;
  }

  /** The caller's likes, collect and own rows on a question and its (live) replies. */
  async function viewerOf(
    question: { id: string; authorUserId: string | null },
    replies: QaReplyRow[],
    userId: string,
  ): Promise<QaViewerState> {
    const replyIds = replies.map((reply) => reply.id);
    const [likes, collects] = await Promise.all([
      db
        .select({ targetType: qaLikesTable.targetType, targetId: qaLikesTable.targetId })
        .from(qaLikesTable)
        .where(
          and(
            eq(qaLikesTable.userId, userId),
            or(
              and(eq(qaLikesTable.targetType, 'QUESTION'), eq(qaLikesTable.targetId, question.id)),
              replyIds.length > 0
                ? and(eq(qaLikesTable.targetType, 'REPLY'), inArray(qaLikesTable.targetId, replyIds))
                : undefined,
            ),
          ),
        ),
      db
        .select({ questionId: qaCollectsTable.questionId })
        .from(qaCollectsTable)
        .where(and(eq(qaCollectsTable.userId, userId), eq(qaCollectsTable.questionId, question.id)))
        .limit(1),
    ]);
    const likedReplies = new Set(likes.filter((l) => l.targetType === 'REPLY').map((l) => l.targetId));
    return {
      liked: likes.some((like) => like.targetType === 'QUESTION'),
      collected: collects.length > 0,
      mine: question.authorUserId === userId,
      likedReplyIds: replyIds.filter((id) => likedReplies.has(id)),
      myReplyIds: replies.filter((reply) => reply.authorUserId === userId).map((reply) => reply.id),
    };
  }

  return { db, repliesOf, isLiveQuestion, viewerOf };
}

/** The caller's own lists: 我的提问 / 我的回答 / 我的收藏. */
function myQaLists(db: Database) {
  async function myQuestions(userId: string, paging: Paging): Promise<Page<QaListItem>> {
    const where = and(eq(qaQuestionsTable.authorUserId, userId), liveQuestion);
    const rows = await db
      .select({ ...questionColumns, total: totalOver() })
      .from(qaQuestionsTable)
      .where(where)
      .orderBy(desc(qaQuestionsTable.createdAt), desc(qaQuestionsTable.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging));
    return toPage(paging, rows, countRows(db, qaQuestionsTable, where), toListItem);
  }

  const myCollectsWhere = (userId: string) =>
    and(eq(qaCollectsTable.userId, userId), inArray(qaCollectsTable.questionId, liveQuestionIds(db)));

  async function myCollects(userId: string, paging: Paging): Promise<Page<QaListItem>> {
    const rows = await db
      .select({ ...questionColumns, total: totalOver() })
      .from(qaCollectsTable)
      .innerJoin(qaQuestionsTable, eq(qaQuestionsTable.id, qaCollectsTable.questionId))
      .where(and(eq(qaCollectsTable.userId, userId), liveQuestion))
      .orderBy(desc(qaCollectsTable.createdAt), desc(qaQuestionsTable.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging));
    return toPage(paging, rows, countRows(db, qaCollectsTable, myCollectsWhere(userId)), toListItem);
  }

  /** The caller's live replies under live questions (a deleted question takes its replies out of "mine"). */
  const myRepliesWhere = (userId: string) =>
    and(
      eq(qaRepliesTable.authorUserId, userId),
      liveReply,
      inArray(qaRepliesTable.questionId, liveQuestionIds(db)),
    );

  async function myReplies(userId: string, paging: Paging): Promise<Page<QaMyPage['replies'][number]>> {
    const rows = await db
      .select({
        reply: qaRepliesTable,
        questionTitle: qaQuestionsTable.title,
        total: totalOver(),
      })
      .from(qaRepliesTable)
      .innerJoin(qaQuestionsTable, eq(qaQuestionsTable.id, qaRepliesTable.questionId))
      .where(and(eq(qaRepliesTable.authorUserId, userId), liveReply, liveQuestion))
      .orderBy(desc(qaRepliesTable.createdAt), desc(qaRepliesTable.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging));
    return toPage(paging, rows, countRows(db, qaRepliesTable, myRepliesWhere(userId)), (row) => ({
      ...toReply(row.reply),
      questionId: row.reply.questionId,
      questionTitle: row.questionTitle,
    }));
  }
  return {
    myQuestions,
    myCollectsWhere,
    myCollects,
    myRepliesWhere,
    myReplies,
  };
}

type QaRepositoryContext = ReturnType<typeof qaRepositoryContext>;

function createQuestionRows(ctx: QaRepositoryContext) {
  const { db, repliesOf, isLiveQuestion, viewerOf } = ctx;
  return {
    /**
     * Live questions newest first (ties: sort, then id, so pages never overlap), or with `order: 'hot'` most
     * replies and likes first (replyCount * 2 + likeCount, then newest); by category and keyword (title or
     * content).
     */
    async findPage(
      query: Paging & { category?: QaCategory; keyword?: string; order?: QaOrder },
    ): Promise<Page<QaListItem>> {
      const filters: SQL[] = [liveQuestion];
      if (query.category) filters.push(eq(qaQuestionsTable.category, query.category));
      if (query.keyword) {
        const pattern = containsPattern(query.keyword);
        const match = or(ilike(qaQuestionsTable.title, pattern), ilike(qaQuestionsTable.content, pattern));
        if (match) filters.push(match);
      }
      const where = and(...filters);
      const rows = await db
        .select({ ...questionColumns, total: totalOver() })
        .from(qaQuestionsTable)
        .where(where)
        .orderBy(
          ...(query.order === 'hot' ? [desc(sql`${replyCount} * 2 + ${qaQuestionsTable.likeCount}`)] : []),
          desc(qaQuestionsTable.createdAt),
          desc(qaQuestionsTable.sort),
          desc(qaQuestionsTable.id),
        )
        .limit(query.pageSize)
        .offset(offsetOf(query));
      return toPage(query, rows, countRows(db, qaQuestionsTable, where), toListItem);
    },

    /** Live question titles containing the keyword (ILIKE), newest first: the home search. */
    async searchTitles(keyword: string, limit: number): Promise<{ id: string; title: string }[]> {
      return db
        .select({ id: qaQuestionsTable.id, title: qaQuestionsTable.title })
        .from(qaQuestionsTable)
        .where(and(ilike(qaQuestionsTable.title, containsPattern(keyword)), liveQuestion))
        .orderBy(desc(qaQuestionsTable.createdAt), desc(qaQuestionsTable.sort), desc(qaQuestionsTable.id))
        .limit(limit);
    },

    /** A live question's live replies, oldest first; undefined for an unknown, deleted or malformed id. */
    async findReplyPage(questionId: string, paging: Paging): Promise<Page<QaReply> | undefined> {
      if (!isUuid(questionId) || !(await isLiveQuestion(questionId))) return undefined;
      return repliesOf(questionId, paging);
    },

    /**
     * One live question with its live replies, oldest first, and the viewer's state when `viewerId` is given;
     * undefined for an unknown, deleted or malformed id.
     */
    async findById(id: string, viewerId?: string): Promise<QaDetail | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({ ...questionColumns, authorUserId: qaQuestionsTable.authorUserId })
        .from(qaQuestionsTable)
        .where(and(eq(qaQuestionsTable.id, id), liveQuestion))
        .limit(1);
      if (!row) return undefined;
      const replies = await db
        .select()
        .from(qaRepliesTable)
        .where(and(eq(qaRepliesTable.questionId, id), liveReply))
        .orderBy(asc(qaRepliesTable.createdAt), asc(qaRepliesTable.sort), asc(qaRepliesTable.id));
      const { excerpt: _excerpt, ...item } = toListItem(row);
      return {
        ...item,
        content: row.content,
        collectCount: row.collectCount,
        viewer: viewerId === undefined ? null : await viewerOf(row, replies, viewerId),
        replies: replies.map(toReply),
      };
    },
  };
}

function createMyQaRows(ctx: QaRepositoryContext) {
  const { db } = ctx;
  const { myQuestions, myCollectsWhere, myCollects, myRepliesWhere, myReplies } = myQaLists(db);
  return {
    /** Counts behind 我的提问 / 我的回答 / 我的收藏 (live rows only, as the lists show them). */
    async myStatistics(userId: string): Promise<QaMyStatistics> {
      const [questions, replies, collects] = await Promise.all([
        countRows(db, qaQuestionsTable, and(eq(qaQuestionsTable.authorUserId, userId), liveQuestion))(),
        countRows(db, qaRepliesTable, myRepliesWhere(userId))(),
        countRows(db, qaCollectsTable, myCollectsWhere(userId))(),
      ]);
      return { questions, replies, collects };
    },

    /** 我的提问 (newest first), 我的回答 (newest first, with the question's title), 我的收藏 (last collected first). */
    async findMyPage(userId: string, query: Paging & { kind: QaMyKind }): Promise<QaMyPage> {
      const paging = { pageIndex: query.pageIndex, pageSize: query.pageSize };
      if (query.kind === 'replies') {
        const { list, ...rest } = await myReplies(userId, paging);
        return { questions: [], replies: list, ...rest };
      }
      const { list, ...rest } = await (query.kind === 'questions' ? myQuestions : myCollects)(userId, paging);
      return { questions: list, replies: [], ...rest };
    },
  };
}

export function createQaRepository(deps: { db: Database }) {
  const ctx = qaRepositoryContext(deps);
  return { ...createQuestionRows(ctx), ...createMyQaRows(ctx) };
}
