import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

import {
  QA_EXCERPT_LENGTH,
  type QaAuthor,
  type QaAuthorRole,
  type QaCategory,
  type QaDetail,
  type QaListItem,
  type QaReply,
} from '../../../src/contract/qa.ts';
import type { Database } from '../../db/database.ts';
import { containsPattern, offsetOf, toPage, type Page, type Paging, countRows } from '../../lib/paging.ts';
import { qaQuestionsTable, qaRepliesTable, type QaReplyRow } from './qa.table.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function authorOf(row: { authorName: string; authorAvatar: string | null; authorRole: string }): QaAuthor {
  const role: QaAuthorRole = row.authorRole === 'COUNSELOR' ? 'COUNSELOR' : 'STUDENT';
  return { name: row.authorName, avatar: row.authorAvatar, role };
}

export function excerptOf(content: string): string {
  const chars = Array.from(content.replace(/\s+/g, ' ').trim());
  return chars.length > QA_EXCERPT_LENGTH ? `${chars.slice(0, QA_EXCERPT_LENGTH).join('')}…` : chars.join('');
}

function toReply(row: QaReplyRow): QaReply {
  return {
    id: row.id,
    content: row.content,
    author: authorOf(row),
    createTime: row.createdAt.toISOString(),
    likeCount: row.likeCount,
  };
}

/** Replies of the outer question row (qualified by hand: inside the subquery a bare "id" is the reply's). */
const replyCount =
  sql<number>`(select count(*) from "qa_replies" where "qa_replies"."question_id" = "qa_questions"."id")`.mapWith(
    Number,
  );

const questionColumns = {
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

function toListItem(row: QuestionRow): QaListItem {
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

export function createQaRepository({ db }: { db: Database }) {
  async function repliesOf(questionId: string, paging: Paging) {
    const rows = await db
      .select({ reply: qaRepliesTable, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(qaRepliesTable)
      .where(eq(qaRepliesTable.questionId, questionId))
      .orderBy(asc(qaRepliesTable.createdAt), asc(qaRepliesTable.sort), asc(qaRepliesTable.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging));
    return toPage(
      paging,
      rows,
      countRows(db, qaRepliesTable, eq(qaRepliesTable.questionId, questionId)),
      (row) => toReply(row.reply),
    );
  }

  return {
    /**
     * Newest first (ties: sort, then id, so pages never overlap), or with `order: 'hot'` most replies and likes
     * first (replyCount * 2 + likeCount, then newest); by category and keyword (title or content).
     */
    async findPage(
      query: Paging & { category?: QaCategory; keyword?: string; order?: QaOrder },
    ): Promise<Page<QaListItem>> {
      const filters: SQL[] = [];
      if (query.category) filters.push(eq(qaQuestionsTable.category, query.category));
      if (query.keyword) {
        const pattern = containsPattern(query.keyword);
        const match = or(ilike(qaQuestionsTable.title, pattern), ilike(qaQuestionsTable.content, pattern));
        if (match) filters.push(match);
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const rows = await db
        .select({ ...questionColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
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

    /** Question titles containing the keyword (ILIKE), newest first: the home search. */
    async searchTitles(keyword: string, limit: number): Promise<{ id: string; title: string }[]> {
      return db
        .select({ id: qaQuestionsTable.id, title: qaQuestionsTable.title })
        .from(qaQuestionsTable)
        .where(ilike(qaQuestionsTable.title, containsPattern(keyword)))
        .orderBy(desc(qaQuestionsTable.createdAt), desc(qaQuestionsTable.sort), desc(qaQuestionsTable.id))
        .limit(limit);
    },

    /** A question's replies, oldest first; undefined for an unknown (or malformed) question id. */
    async findReplyPage(questionId: string, paging: Paging): Promise<Page<QaReply> | undefined> {
      if (!UUID.test(questionId)) return undefined;
      const [question] = await db
        .select({ id: qaQuestionsTable.id })
        .from(qaQuestionsTable)
        .where(eq(qaQuestionsTable.id, questionId))
        .limit(1);
      return question ? repliesOf(questionId, paging) : undefined;
    },

    /** One question with all its replies, oldest first; undefined for an unknown (or malformed) id. */
    async findById(id: string): Promise<QaDetail | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db
        .select(questionColumns)
        .from(qaQuestionsTable)
        .where(eq(qaQuestionsTable.id, id))
        .limit(1);
      if (!row) return undefined;
      const replies = await db
        .select()
        .from(qaRepliesTable)
        .where(eq(qaRepliesTable.questionId, id))
        .orderBy(asc(qaRepliesTable.createdAt), asc(qaRepliesTable.sort), asc(qaRepliesTable.id));
      const { excerpt: _excerpt, ...item } = toListItem(row);
      return {
        ...item,
        content: row.content,
        collectCount: row.collectCount,
        viewer: null,
        replies: replies.map(toReply),
      };
    },
  };
}
