import { and, eq, isNull, or, sql } from 'drizzle-orm';

import type { Database } from '../../lib/database.ts';
import { chatAccountMembersTable, conversationsTable } from '../chat/chat.table.ts';
import { filesTable, type FileRow } from './files.table.ts';

export type NewFileRow = typeof filesTable.$inferInsert;

export type FilesRepository = ReturnType<typeof createFilesRepository>;

export function createFilesRepository({ db }: { db: Database }) {
  return {
    async findById(id: string): Promise<FileRow | undefined> {
      const [row] = await db.select().from(filesTable).where(eq(filesTable.id, id)).limit(1);
      return row;
    },

    /** Inserts the rows in one transaction (all of an upload, or none). */
    async insert(rows: readonly NewFileRow[]): Promise<FileRow[]> {
      if (rows.length === 0) return [];
      return db.transaction(async (tx) =>
        tx
          .insert(filesTable)
          .values([...rows])
          .returning(),
      );
    },

    /**
     * A chat image message references the file: the conversation's parties may read it from now on. A file
     * belongs to one conversation: true when it is (now) attached to this one, false when it is unknown or
     * already attached to another (the sender uploads it again for that one).
     */
    async attachToConversation(fileId: string, conversationId: string): Promise<boolean> {
      const [row] = await db
        .update(filesTable)
        .set({ conversationId })
        .where(
          and(
            eq(filesTable.id, fileId),
            or(isNull(filesTable.conversationId), eq(filesTable.conversationId, conversationId)),
          ),
        )
        .returning({ id: filesTable.id });
      return row !== undefined;
    },

    /**
     * Whether the user may read the file: it is PUBLIC, or theirs, or attached to a conversation of which they
     * are a party (its student, its account, or a staff member of its account).
     */
    async canRead(fileId: string, userId: string): Promise<boolean> {
      const party = db
        .select({ one: sql`1` })
        .from(conversationsTable)
        .where(
          and(
            eq(conversationsTable.id, filesTable.conversationId),
            or(
              eq(conversationsTable.studentId, userId),
              eq(conversationsTable.accountId, userId),
              sql`exists (${db
                .select({ one: sql`1` })
                .from(chatAccountMembersTable)
                .where(
                  and(
                    eq(chatAccountMembersTable.accountId, conversationsTable.accountId),
                    eq(chatAccountMembersTable.memberId, userId),
                  ),
                )})`,
            ),
          ),
        );
      const [row] = await db
        .select({ id: filesTable.id })
        .from(filesTable)
        .where(
          and(
            eq(filesTable.id, fileId),
            or(eq(filesTable.visibility, 'PUBLIC'), eq(filesTable.ownerId, userId), sql`exists (${party})`),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
