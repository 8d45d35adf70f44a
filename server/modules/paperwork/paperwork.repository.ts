import { and, count, desc, eq, isNull, max, type SQL } from 'drizzle-orm';

import type { PaperworkKind } from '../../../src/contract/journey.ts';
import type { Database } from '../../lib/database.ts';
import { filesTable, type FileRow } from '../files/files.table.ts';
import { usersTable } from '../user/user.table.ts';
import type { PaperworkVersionRow } from './paperwork.mappers.ts';
import { paperworkTable, type PaperworkRow } from './paperwork.table.ts';

/** The app's database or one of its transactions. */
type Db = Pick<Database, 'select' | 'insert' | 'update'>;

export type NewPaperworkRow = typeof paperworkTable.$inferInsert;

export type PaperworkRepository = ReturnType<typeof createPaperworkRepository>;

/** The students whose (not deleted) paperwork versions reference the file: their advisers may read it. */
export async function paperworkStudentsOf(db: Database, fileId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ studentId: paperworkTable.studentId })
    .from(paperworkTable)
    .where(and(eq(paperworkTable.fileId, fileId), isNull(paperworkTable.deletedAt)));
  return rows.map((row) => row.studentId);
}

export function createPaperworkRepository({ db }: { db: Database }) {
  async function versions(where: SQL | undefined, on: Db = db): Promise<PaperworkVersionRow[]> {
    const rows = await on
      .select({
        row: paperworkTable,
        file: {
          id: filesTable.id,
          fileName: filesTable.fileName,
          contentType: filesTable.contentType,
          byteSize: filesTable.byteSize,
        },
        uploaderNameCn: usersTable.nameCn,
        uploaderNickname: usersTable.nickname,
        uploaderId: usersTable.id,
      })
      .from(paperworkTable)
      .innerJoin(filesTable, eq(filesTable.id, paperworkTable.fileId))
      .leftJoin(usersTable, eq(usersTable.id, paperworkTable.uploadedBy))
      .where(where)
      .orderBy(desc(paperworkTable.createdAt), desc(paperworkTable.version));
    return rows.map(({ row, file, uploaderId, uploaderNameCn, uploaderNickname }) => ({
      row,
      file,
      uploader: uploaderId === null ? null : { nameCn: uploaderNameCn, nickname: uploaderNickname },
    }));
  }

  return {
    transaction: <T>(work: (tx: Database) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx)),

    /** The student's kept versions (of one kind), newest first. */
    listOfStudent(studentId: string, kind?: PaperworkKind): Promise<PaperworkVersionRow[]> {
      return versions(
        and(
          eq(paperworkTable.studentId, studentId),
          isNull(paperworkTable.deletedAt),
          kind ? eq(paperworkTable.kind, kind) : undefined,
        ),
      );
    },

    /** One kept version with its file and uploader, and the count of its document's kept versions. */
    async findVersion(id: string): Promise<{ version: PaperworkVersionRow; versions: number } | null> {
      const [version] = await versions(and(eq(paperworkTable.id, id), isNull(paperworkTable.deletedAt)));
      if (!version) return null;
      const [counted] = await db
        .select({ n: count() })
        .from(paperworkTable)
        .where(and(eq(paperworkTable.groupId, version.row.groupId), isNull(paperworkTable.deletedAt)));
      return { version, versions: counted?.n ?? 1 };
    },

    /** The file, locked until the transaction ends (two adds of one file queue; the second sees the first). */
    async lockFile(tx: Db, fileId: string): Promise<FileRow | undefined> {
      const [row] = await tx.select().from(filesTable).where(eq(filesTable.id, fileId)).for('update');
      return row;
    },

    async fileUsed(tx: Db, fileId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: paperworkTable.id })
        .from(paperworkTable)
        .where(eq(paperworkTable.fileId, fileId))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The student's document `groupId`: its rows locked (concurrent new versions queue), then its kept
     * versions newest first and the highest version number ever given (deleted ones included).
     */
    async lockGroup(
      tx: Db,
      studentId: string,
      groupId: string,
    ): Promise<{ kept: PaperworkRow[]; maxVersion: number } | null> {
      const mine = and(eq(paperworkTable.groupId, groupId), eq(paperworkTable.studentId, studentId));
      const locked = await tx
        .select({ id: paperworkTable.id })
        .from(paperworkTable)
        .where(mine)
        .for('update');
      if (locked.length === 0) return null;
      // a statement after the lock: it sees versions committed while this one waited
      const [highest] = await tx
        .select({ version: max(paperworkTable.version) })
        .from(paperworkTable)
        .where(mine);
      const kept = await tx
        .select()
        .from(paperworkTable)
        .where(and(mine, isNull(paperworkTable.deletedAt)))
        .orderBy(desc(paperworkTable.version));
      return { kept, maxVersion: highest?.version ?? 0 };
    },

    async insert(tx: Db, values: NewPaperworkRow): Promise<PaperworkRow> {
      const [row] = await tx.insert(paperworkTable).values(values).returning();
      if (!row) throw new Error('paperwork row not inserted');
      return row;
    },

    /**
     * Soft-deletes the student's version: 'deleted' now, 'gone' when it was deleted before (a repeat), null
     * when it is not the student's.
     */
    async softDelete(studentId: string, id: string, now: Date): Promise<'deleted' | 'gone' | null> {
      const mine = and(eq(paperworkTable.id, id), eq(paperworkTable.studentId, studentId));
      const [updated] = await db
        .update(paperworkTable)
        .set({ deletedAt: now })
        .where(and(mine, isNull(paperworkTable.deletedAt)))
        .returning({ id: paperworkTable.id });
      if (updated) return 'deleted';
      const [row] = await db.select({ id: paperworkTable.id }).from(paperworkTable).where(mine).limit(1);
      return row ? 'gone' : null;
    },
  };
}
