/** 留学圈 reports and their review by staff. */
import type { createCommentRepository } from './circle-comments.repository.ts';
import { and, count, eq, isNull, sql } from 'drizzle-orm';

import type { CircleReportStatus } from '../../../src/contract/circle.ts';
import type { Database } from '../../lib/database.ts';
import { circleReportsTable, type CircleReportRow } from './circle.table.ts';
import { type ReportViewRow, p, c, isUuid, selectReports } from './circle.views.ts';

export function createReportRepository(
  db: Database,
  comments: Pick<ReturnType<typeof createCommentRepository>, 'bumpCommentCount'>,
) {
  return {
    /** One report per reporter and target: a replay stores nothing. */
    async insertReport(row: typeof circleReportsTable.$inferInsert & { createdAt: Date }): Promise<void> {
      await db.insert(circleReportsTable).values(row).onConflictDoNothing();
    },

    async findReport(id: string): Promise<CircleReportRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(circleReportsTable).where(eq(circleReportsTable.id, id)).limit(1);
      return row;
    },

    async reportPage(
      status: CircleReportStatus,
      pageIndex: number,
      pageSize: number,
    ): Promise<{ rows: ReportViewRow[]; total: number }> {
      const r = circleReportsTable;
      const rows = await selectReports(db, eq(r.status, status), pageSize, (pageIndex - 1) * pageSize);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && pageIndex > 1) {
        const [counted] = await db.select({ total: count() }).from(r).where(eq(r.status, status));
        total = counted?.total ?? 0;
      }
      return { rows, total };
    },

    async reportView(id: string): Promise<ReportViewRow | undefined> {
      const [row] = await selectReports(db, eq(circleReportsTable.id, id), 1, 0);
      return row;
    },

    /**
     * HIDE: the item gets hidden_at (a live comment also leaves its post's comment_count) and every OPEN
     * report of it becomes HIDDEN. Run in a transaction.
     */
    async hideTarget(report: CircleReportRow, staffId: string, now: Date): Promise<void> {
      if (report.targetType === 'POST') {
        await db
          .update(p)
          .set({ hiddenAt: now })
          .where(and(eq(p.id, report.targetId), isNull(p.hiddenAt)));
      } else {
        const [hidden] = await db
          .update(c)
          .set({ hiddenAt: now })
          .where(and(eq(c.id, report.targetId), isNull(c.hiddenAt)))
          .returning();
        if (hidden && hidden.deletedAt === null) await comments.bumpCommentCount(hidden.postId, -1);
      }
      const r = circleReportsTable;
      await db
        .update(r)
        .set({ status: 'HIDDEN', resolvedBy: staffId, resolvedAt: now })
        .where(
          and(
            eq(r.targetType, report.targetType),
            eq(r.targetId, report.targetId),
            sql`(${r.status} = 'OPEN' or ${r.id} = ${report.id})`,
          ),
        );
    },

    async dismissReport(id: string, staffId: string, now: Date): Promise<void> {
      await db
        .update(circleReportsTable)
        .set({ status: 'DISMISSED', resolvedBy: staffId, resolvedAt: now })
        .where(and(eq(circleReportsTable.id, id), eq(circleReportsTable.status, 'OPEN')));
    },
  };
}
