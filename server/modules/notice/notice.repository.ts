/**
 * Notices to one user (SPEC section 3 notice types): written by the modules that notify (in their own
 * transaction when they pass one), read and marked read by the user's notice list and unread badge.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '../../lib/database.ts';
import { isUuid } from '../../lib/uuid.ts';
import { noticesTable, type NoticeRow } from './notice.table.ts';

export interface NoticeInput {
  userId: string;
  type: number;
  title: string;
  content: string;
  link: string | null;
  senderId: string | null;
  senderName: string | null;
  now: Date;
}

export type NoticeRepository = ReturnType<typeof createNoticeRepository>;

export function createNoticeRepository({ db }: { db: Database }) {
  return {
    async noticePage(
      userId: string,
      { type, pageIndex, size }: { type?: number; pageIndex: number; size: number },
    ): Promise<{ list: NoticeRow[]; total: number }> {
      const where = and(
        eq(noticesTable.userId, userId),
        type === undefined ? undefined : eq(noticesTable.type, type),
      );
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(noticesTable)
        .where(where);
      const list = await db
        .select()
        .from(noticesTable)
        .where(where)
        .orderBy(desc(noticesTable.createdAt), desc(noticesTable.id))
        .limit(size)
        .offset((pageIndex - 1) * size);
      return { list, total: count?.total ?? 0 };
    },

    async unreadNoticesByType(userId: string): Promise<Map<number, number>> {
      const rows = await db
        .select({ type: noticesTable.type, count: sql<number>`count(*)::int` })
        .from(noticesTable)
        .where(and(eq(noticesTable.userId, userId), eq(noticesTable.isRead, false)))
        .groupBy(noticesTable.type);
      return new Map(rows.map((row) => [row.type, row.count]));
    },

    /** Marks the user's notices read: the given ids (others' ids match nothing), or of a type, or all. */
    async markNoticesRead(userId: string, { ids, type }: { ids?: string[]; type?: number }): Promise<void> {
      const validIds = ids?.filter(isUuid);
      if (validIds && validIds.length === 0) return;
      await db
        .update(noticesTable)
        .set({ isRead: true })
        .where(
          and(
            eq(noticesTable.userId, userId),
            eq(noticesTable.isRead, false),
            validIds ? inArray(noticesTable.id, validIds) : undefined,
            type === undefined ? undefined : eq(noticesTable.type, type),
          ),
        );
    },

    async insertNotice(input: NoticeInput): Promise<NoticeRow> {
      const [row] = await db
        .insert(noticesTable)
        .values({
          userId: input.userId,
          type: input.type,
          title: input.title,
          content: input.content,
          link: input.link,
          senderId: input.senderId,
          senderName: input.senderName,
          createdAt: input.now,
        })
        .returning();
      if (!row) throw new Error('notice insert returned nothing');
      return row;
    },
  };
}
