/**
 * Tasks over user_tasks (task.table.ts; the model: src/contract/journey-task.ts). Every read of a student's
 * task names the student: another student's id finds nothing. Withdrawn tasks are gone from every list.
 */
import { and, desc, eq, gte, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';

import type { TaskState } from '../../../src/contract/journey-task.ts';
import type { Database } from '../../lib/database.ts';
import {
  countAll,
  countRows,
  offsetOf,
  type Page,
  type Paging,
  toPage,
  totalOver,
} from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { paperworkTable } from '../paperwork/paperwork.table.ts';
import { usersTable } from '../user/user.table.ts';
import { userTasksTable as t, type UserTaskRow } from './task.table.ts';

/** A task row with the name of who assigned it and the paperwork given as its answer. */
export interface TaskRecord {
  task: UserTaskRow;
  assignedByName: string | null;
  paperwork: { id: string; title: string; fileId: string } | null;
}

/** Anything that can run queries: the app's database or a transaction of it. */
type Runner = Pick<Database, 'select' | 'update' | 'insert'>;

const columns = {
  task: t,
  assignedByName: sql<string | null>`coalesce(${usersTable.nameCn}, ${usersTable.nickname})`,
  paperworkId: paperworkTable.id,
  paperworkTitle: paperworkTable.title,
  paperworkFileId: paperworkTable.fileId,
};

type Row = {
  task: UserTaskRow;
  assignedByName: string | null;
  paperworkId: string | null;
  paperworkTitle: string | null;
  paperworkFileId: string | null;
};

function toRecord(row: Row): TaskRecord {
  return {
    task: row.task,
    assignedByName: row.assignedByName,
    paperwork:
      row.paperworkId !== null && row.paperworkTitle !== null && row.paperworkFileId !== null
        ? { id: row.paperworkId, title: row.paperworkTitle, fileId: row.paperworkFileId }
        : null,
  };
}

/** The SQL of a student-facing state (taskStateAt in the contract, as a filter). */
export function stateWhere(state: TaskState, now: Date): SQL | undefined {
  const open = isNull(t.finishedAt);
  const notOverdue = or(isNull(t.dueAt), gte(t.dueAt, now));
  switch (state) {
    case 'DONE':
      return isNotNull(t.finishedAt);
    case 'OVERDUE':
      return and(open, lt(t.dueAt, now));
    case 'NEW':
      return and(open, notOverdue, eq(t.isRead, false));
    case 'DOING':
      return and(open, notOverdue, eq(t.isRead, true));
  }
}

/** Unfinished first by due date (none last), then finished newest first. */
const ORDER = [
  sql`(${t.finishedAt} is not null)`,
  sql`case when ${t.finishedAt} is null then ${t.dueAt} end asc nulls last`,
  sql`${t.finishedAt} desc nulls last`,
  desc(t.createdAt),
  desc(t.id),
];

export type TaskRepository = ReturnType<typeof createTaskRepository>;

/** What the parts of createTaskRepository share. */
function taskRepositoryContext({ db }: { db: Database }) {
  function query(runner: Runner = db) {
    return runner
      .select(columns)
      .from(t)
      .leftJoin(usersTable, eq(usersTable.id, t.assignedBy))
      .leftJoin(paperworkTable, eq(paperworkTable.id, t.answerPaperworkId));
  }

  const mine = (userId: string) => and(eq(t.userId, userId), isNull(t.withdrawnAt));

  /** One page of the tasks matching `where`, in the list order. */
  async function pageOf(where: SQL | undefined, paging: Paging): Promise<Page<TaskRecord>> {
    const rows = await db
      .select({ ...columns, total: totalOver() })
      .from(t)
      .leftJoin(usersTable, eq(usersTable.id, t.assignedBy))
      .leftJoin(paperworkTable, eq(paperworkTable.id, t.answerPaperworkId))
      .where(where)
      .orderBy(...ORDER)
      .limit(paging.pageSize)
      .offset(offsetOf(paging));
    return toPage(paging, rows, countRows(db, t, where), toRecord);
  }
  return { db, query, mine, pageOf };
}

type TaskRepositoryContext = ReturnType<typeof taskRepositoryContext>;

function createOwnTaskRows(ctx: TaskRepositoryContext) {
  const { db, query, mine, pageOf } = ctx;
  return {
    /** One of the student's tasks (not withdrawn); another student's id finds nothing. */
    async findOwn(userId: string, id: string, runner: Runner = db): Promise<TaskRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await query(runner)
        .where(and(mine(userId), eq(t.id, id)))
        .limit(1);
      return row ? toRecord(row) : undefined;
    },

    /** Any task not withdrawn, whoever's (the console checks the caller advises its student). */
    async findAny(id: string): Promise<TaskRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await query()
        .where(and(eq(t.id, id), isNull(t.withdrawnAt)))
        .limit(1);
      return row ? toRecord(row) : undefined;
    },

    async page(userId: string, paging: Paging & { state?: TaskState | undefined; now: Date }) {
      const where = and(mine(userId), paging.state ? stateWhere(paging.state, paging.now) : undefined);
      return pageOf(where, paging);
    },

    /** The student's tasks per state. */
    async counts(userId: string, now: Date): Promise<Record<TaskState, number>> {
      const count = (state: TaskState) =>
        sql<number>`count(*) filter (where ${stateWhere(state, now)})`.mapWith(Number);
      const [row] = await db
        .select({ NEW: count('NEW'), DOING: count('DOING'), OVERDUE: count('OVERDUE'), DONE: count('DONE') })
        .from(t)
        .where(mine(userId));
      return row ?? { NEW: 0, DOING: 0, OVERDUE: 0, DONE: 0 };
    },

    /** Unread = not opened, not finished, not withdrawn (the task badge). */
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: countAll() })
        .from(t)
        .where(and(mine(userId), eq(t.isRead, false), isNull(t.finishedAt)));
      return row?.count ?? 0;
    },

    async markRead(id: string): Promise<void> {
      await db.update(t).set({ isRead: true }).where(eq(t.id, id));
    },

    /** Finished tasks in [from, to], newest first. */
    async finishedBetween(userId: string, from: Date | undefined, to: Date | undefined) {
      const rows = await query()
        .where(
          and(
            mine(userId),
            isNotNull(t.finishedAt),
            from ? gte(t.finishedAt, from) : undefined,
            to ? lte(t.finishedAt, to) : undefined,
          ),
        )
        .orderBy(desc(t.finishedAt), desc(t.id))
        .limit(500);
      return rows.map(toRecord);
    },
  };
}

function createTaskWorkRows(ctx: TaskRepositoryContext) {
  const { db, mine, pageOf } = ctx;
  return {
    /** The student's VIDEO tasks, in the list order. */
    async videoPage(userId: string, paging: Paging): Promise<Page<TaskRecord>> {
      const where = and(mine(userId), eq(t.kind, 'VIDEO'), isNotNull(t.playbackId));
      return pageOf(where, paging);
    },

    /** A paperwork row of the student's, not deleted. */
    async paperworkOf(studentId: string, paperworkId: string, runner: Runner = db) {
      if (!isUuid(paperworkId)) return undefined;
      const [row] = await runner
        .select({ id: paperworkTable.id })
        .from(paperworkTable)
        .where(
          and(
            eq(paperworkTable.id, paperworkId),
            eq(paperworkTable.studentId, studentId),
            isNull(paperworkTable.deletedAt),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Finishes an unfinished task (with its answer) inside `tx`; false when it was finished meanwhile, so a
     * second finish changes nothing.
     */
    async finish(
      tx: Runner,
      id: string,
      answer: { answerText?: string | null; answerPaperworkId?: string | null; watchedSeconds?: number },
      now: Date,
    ): Promise<boolean> {
      const rows = await tx
        .update(t)
        .set({ ...answer, finishedAt: now, isRead: true })
        .where(and(eq(t.id, id), isNull(t.finishedAt), isNull(t.withdrawnAt)))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /** The watched seconds only grow. */
    async growWatched(id: string, seconds: number): Promise<void> {
      await db
        .update(t)
        .set({ watchedSeconds: sql`greatest(${t.watchedSeconds}, ${seconds})` })
        .where(eq(t.id, id));
    },
  };
}

function createAssignedTaskRows(ctx: TaskRepositoryContext) {
  const { db, query, mine } = ctx;
  return {
    // --- console ---------------------------------------------------------------------------------------

    /** All of a student's tasks (not withdrawn), in the list order. */
    async ofStudent(studentId: string): Promise<TaskRecord[]> {
      const rows = await query()
        .where(mine(studentId))
        .orderBy(...ORDER)
        .limit(500);
      return rows.map(toRecord);
    },

    async insert(
      tx: Runner,
      values: Pick<
        UserTaskRow,
        | 'userId'
        | 'kind'
        | 'title'
        | 'content'
        | 'assignedBy'
        | 'dueAt'
        | 'materialKind'
        | 'materialTypeCode'
        | 'playbackId'
      > & { createdAt: Date },
    ): Promise<UserTaskRow> {
      const [row] = await tx.insert(t).values(values).returning();
      if (!row) throw new Error('task insert returned nothing');
      return row;
    },

    /** Withdraws an unfinished task; false when it was finished or withdrawn meanwhile. */
    async withdraw(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({ withdrawnAt: now })
        .where(and(eq(t.id, id), isNull(t.finishedAt), isNull(t.withdrawnAt)))
        .returning({ id: t.id });
      return rows.length > 0;
    },
  };
}

export function createTaskRepository(deps: { db: Database }) {
  const ctx = taskRepositoryContext(deps);
  return { ...createOwnTaskRows(ctx), ...createTaskWorkRows(ctx), ...createAssignedTaskRows(ctx) };
}
