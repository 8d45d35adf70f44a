/** Reports by users and their review by platform customer service. */
import {
  type CircleReportItem,
  type CircleReportPage,
  type CircleReportStatus,
} from '../../../src/contract/circle.ts';
import type { Database } from '../../lib/database.ts';
import type { UserRow } from '../user/user.table.ts';
import {
  createCommentNotFoundError,
  createNotPlatformServiceError,
  createPostNotFoundError,
  createReportNotFoundError,
} from './circle.errors.ts';
import { toReportItem } from './circle.mappers.ts';
import { createCircleRepository } from './circle.repository.ts';
import type { CircleRepository } from './circle.repository.ts';

export function createReportUsecases(db: Database, circle: CircleRepository) {
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
      const { rows, total } = await circle.reportPage(query.status, query.pageIndex, query.pageSize);
      return { list: rows.map(toReportItem), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
    },

    async resolveReport(
      staff: UserRow,
      body: { id: string; action: 'HIDE' | 'DISMISS' },
      now: Date,
    ): Promise<CircleReportItem> {
      if (staff.staffRole !== 'PLATFORM_SERVICE') throw createNotPlatformServiceError();
      const report = await circle.findReport(body.id);
      if (!report) throw createReportNotFoundError();
      await db.transaction(async (tx) => {
        const repo = createCircleRepository({ db: tx });
        if (body.action === 'HIDE') await repo.hideTarget(report, staff.id, now);
        else await repo.dismissReport(report.id, staff.id, now);
      });
      const view = await circle.reportView(report.id);
      if (!view) throw createReportNotFoundError();
      return toReportItem(view);
    },
  };
}
