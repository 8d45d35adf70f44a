/**
 * Q&A writes (SPEC section 7 "Q&A"; src/contract/qa.ts "writes"): ask, answer, like, collect, delete.
 * - Questions and replies are stored under the client's id: a replay by the same author answers the stored
 *   row (even once deleted), the same id by anyone else answers 410.
 * - Likes and collects are states: the row and the count change in one transaction, and only when the state
 *   does, so `liked: true` twice is one like.
 * - Deletes are soft (`deleted_at`), by the author only (anyone else: 423, nothing changes); a deleted row is
 *   gone from every read (qa.repository.ts), and deleting it again answers the same.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';

import type { QaAuthorRole, QaLikeBody, QaListItem, QaReply } from '../../../src/contract/qa.ts';
import type { Database } from '../../lib/database.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { UserRow } from '../user/user.table.ts';
import {
  createQaIdTakenError,
  createQaNotAuthorError,
  createQaNotFoundError,
  createQaReplyNotFoundError,
} from './qa.errors.ts';
import { questionColumns, toListItem, toReply } from './qa.repository.ts';
import { qaCollectsTable, qaLikesTable, qaQuestionsTable, qaRepliesTable } from './qa.table.ts';
import { publicDisplayName } from '../user/user.mappers.ts';

const AUTHOR_NAME_MAX = 60;
const AUTHOR_AVATAR_MAX = 500;

/** What a question or reply shows of its author: the public name (publicDisplayName) and the avatar. */
export function qaAuthorOf(user: UserRow): {
  authorName: string;
  authorAvatar: string | null;
  authorRole: QaAuthorRole;
} {
  const name = publicDisplayName(user);
  const avatar = user.headportraitPreviewUrl;
  return {
    authorName: Array.from(name).slice(0, AUTHOR_NAME_MAX).join(''),
    authorAvatar: avatar && avatar.length <= AUTHOR_AVATAR_MAX ? avatar : null,
    authorRole: user.staffRole === 'COUNSELOR' ? 'COUNSELOR' : 'STUDENT',
  };
}

export interface QaAsk {
  id: string;
  title: string;
  content: string;
  category: string;
  tags: string[];
}

export type QaUsecases = ReturnType<typeof createQaUsecases>;

/** What the parts of createQaUsecases share. */
function qaUsecasesContext({ db, now }: { db: Database; now: () => Date }) {
  async function questionItem(id: string): Promise<QaListItem | undefined> {
    const [row] = await db.select(questionColumns).from(qaQuestionsTable).where(eq(qaQuestionsTable.id, id));
    return row ? toListItem(row) : undefined;
  }

  /** The reply of a live question (likes need both alive). */
  async function liveReplyExists(id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: qaRepliesTable.id })
      .from(qaRepliesTable)
      .innerJoin(qaQuestionsTable, eq(qaQuestionsTable.id, qaRepliesTable.questionId))
      .where(
        and(eq(qaRepliesTable.id, id), isNull(qaRepliesTable.deletedAt), isNull(qaQuestionsTable.deletedAt)),
      )
      .limit(1);
    return row !== undefined;
  }

  async function liveQuestionExists(id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: qaQuestionsTable.id })
      .from(qaQuestionsTable)
      .where(and(eq(qaQuestionsTable.id, id), isNull(qaQuestionsTable.deletedAt)))
      .limit(1);
    return row !== undefined;
  }
  return { db, now, questionItem, liveReplyExists, liveQuestionExists };
}

type QaUsecasesContext = ReturnType<typeof qaUsecasesContext>;

function createQaWriteUsecases(ctx: QaUsecasesContext) {
  const { db, now, questionItem, liveQuestionExists } = ctx;
  return {
    /** Asks under the client's id; a replay by the asker answers the stored question. */
    async ask(user: UserRow, body: QaAsk): Promise<QaListItem> {
      const inserted = await db
        .insert(qaQuestionsTable)
        .values({
          id: body.id,
          category: body.category,
          title: body.title,
          content: body.content,
          tags: body.tags,
          authorUserId: user.id,
          ...qaAuthorOf(user),
          createdAt: now(),
        })
        .onConflictDoNothing({ target: qaQuestionsTable.id })
        .returning({ id: qaQuestionsTable.id });
      if (inserted.length === 0) {
        const [stored] = await db
          .select({ authorUserId: qaQuestionsTable.authorUserId })
          .from(qaQuestionsTable)
          .where(eq(qaQuestionsTable.id, body.id));
        if (stored?.authorUserId !== user.id) throw createQaIdTakenError();
      }
      const item = await questionItem(body.id);
      if (!item) throw createQaNotFoundError();
      return item;
    },

    /** Answers a live question under the client's id; a replay by the author answers the stored reply. */
    async answer(user: UserRow, body: { id: string; questionId: string; content: string }): Promise<QaReply> {
      const replay = async (): Promise<QaReply | undefined> => {
        const [stored] = await db.select().from(qaRepliesTable).where(eq(qaRepliesTable.id, body.id));
        if (!stored) return undefined;
        if (stored.authorUserId !== user.id) throw createQaIdTakenError();
        return toReply(stored);
      };
      const stored = await replay();
      if (stored) return stored;
      if (!isUuid(body.questionId) || !(await liveQuestionExists(body.questionId))) {
        throw createQaNotFoundError();
      }
      const [row] = await db
        .insert(qaRepliesTable)
        .values({
          id: body.id,
          questionId: body.questionId,
          content: body.content,
          authorUserId: user.id,
          ...qaAuthorOf(user),
          createdAt: now(),
        })
        .onConflictDoNothing({ target: qaRepliesTable.id })
        .returning();
      if (row) return toReply(row);
      // a concurrent duplicate stored it first
      const raced = await replay();
      if (!raced) throw createQaIdTakenError();
      return raced;
    },
  };
}

function createQaDeleteUsecases(ctx: QaUsecasesContext) {
  const { db, now } = ctx;

  /** Soft-deletes the caller's own row: unknown → notFound, someone else's → 423, deleted before → the same. */
  async function deleteOwn(
    table: typeof qaQuestionsTable | typeof qaRepliesTable,
    user: UserRow,
    id: string,
    notFound: () => Error,
  ): Promise<{ id: string; deleted: true }> {
    if (!isUuid(id)) throw notFound();
    const [row] = await db.select({ authorUserId: table.authorUserId }).from(table).where(eq(table.id, id));
    if (!row) throw notFound();
    if (row.authorUserId !== user.id) throw createQaNotAuthorError();
    await db
      .update(table)
      .set({ deletedAt: now() })
      .where(and(eq(table.id, id), eq(table.authorUserId, user.id), isNull(table.deletedAt)));
    return { id, deleted: true };
  }

  return {
    /** The asker deletes their question (soft); anyone else: 423; again: the same answer. */
    deleteQuestion: (user: UserRow, id: string) =>
      deleteOwn(qaQuestionsTable, user, id, createQaNotFoundError),

    /** The author deletes their reply (soft); anyone else: 423; again: the same answer. */
    deleteReply: (user: UserRow, id: string) =>
      deleteOwn(qaRepliesTable, user, id, createQaReplyNotFoundError),
  };
}

function createQaReactionUsecases(ctx: QaUsecasesContext) {
  const { db, now, liveReplyExists, liveQuestionExists } = ctx;
  return {
    /** Sets the caller's like of a live question or reply; the count moves only when the state does. */
    async like(user: UserRow, body: QaLikeBody): Promise<{ liked: boolean; likeCount: number }> {
      const isQuestion = body.targetType === 'QUESTION';
      const notFound = isQuestion ? createQaNotFoundError : createQaReplyNotFoundError;
      if (!isUuid(body.targetId)) throw notFound();
      if (!(await (isQuestion ? liveQuestionExists(body.targetId) : liveReplyExists(body.targetId)))) {
        throw notFound();
      }
      const target = isQuestion ? qaQuestionsTable : qaRepliesTable;
      return db.transaction(async (tx) => {
        const key = and(
          eq(qaLikesTable.targetType, body.targetType),
          eq(qaLikesTable.targetId, body.targetId),
          eq(qaLikesTable.userId, user.id),
        );
        const changed = body.liked
          ? await tx
              .insert(qaLikesTable)
              .values({
                targetType: body.targetType,
                targetId: body.targetId,
                userId: user.id,
                createdAt: now(),
              })
              .onConflictDoNothing()
              .returning({ targetId: qaLikesTable.targetId })
          : await tx.delete(qaLikesTable).where(key).returning({ targetId: qaLikesTable.targetId });
        const step = changed.length === 0 ? 0 : body.liked ? 1 : -1;
        const [row] = await tx
          .update(target)
          .set({ likeCount: sql`greatest(${target.likeCount} + ${step}, 0)` })
          .where(eq(target.id, body.targetId))
          .returning({ likeCount: target.likeCount });
        return { liked: body.liked, likeCount: row?.likeCount ?? 0 };
      });
    },

    /** Sets the caller's collect of a live question; the count moves only when the state does. */
    async collect(
      user: UserRow,
      body: { questionId: string; collected: boolean },
    ): Promise<{ collected: boolean; collectCount: number }> {
      if (!isUuid(body.questionId) || !(await liveQuestionExists(body.questionId))) {
        throw createQaNotFoundError();
      }
      return db.transaction(async (tx) => {
        const changed = body.collected
          ? await tx
              .insert(qaCollectsTable)
              .values({ questionId: body.questionId, userId: user.id, createdAt: now() })
              .onConflictDoNothing()
              .returning({ questionId: qaCollectsTable.questionId })
          : await tx
              .delete(qaCollectsTable)
              .where(
                and(eq(qaCollectsTable.questionId, body.questionId), eq(qaCollectsTable.userId, user.id)),
              )
              .returning({ questionId: qaCollectsTable.questionId });
        const step = changed.length === 0 ? 0 : body.collected ? 1 : -1;
        const [row] = await tx
          .update(qaQuestionsTable)
          .set({ collectCount: sql`greatest(${qaQuestionsTable.collectCount} + ${step}, 0)` })
          .where(eq(qaQuestionsTable.id, body.questionId))
          .returning({ collectCount: qaQuestionsTable.collectCount });
        return { collected: body.collected, collectCount: row?.collectCount ?? 0 };
      });
    },
  };
}

export function createQaUsecases(deps: { db: Database; now: () => Date }) {
  const ctx = qaUsecasesContext(deps);
  return { ...createQaWriteUsecases(ctx), ...createQaDeleteUsecases(ctx), ...createQaReactionUsecases(ctx) };
}
