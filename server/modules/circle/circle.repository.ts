/**
 * 留学圈 storage (tables: circle.table.ts), one part a concern; the joined reads they share are in
 * circle.views.ts. Reads are per viewer: their likes and follows as flags, and the items they reported left out.
 */
import type { Database } from '../../lib/database.ts';
import { createCommentRepository } from './circle-comments.repository.ts';
import { createFeedRepository, createPostRepository } from './circle-posts.repository.ts';
import { createReportRepository } from './circle-reports.repository.ts';
import { createFollowRepository, createLikeRepository } from './circle-social.repository.ts';

export type { CommentViewRow, PostViewRow, ReportViewRow, UserNameRow } from './circle.views.ts';
export type CircleRepository = ReturnType<typeof createCircleRepository>;

export function createCircleRepository({ db }: { db: Database }) {
  const comments = createCommentRepository(db);
  return {
    ...createFeedRepository(db),
    ...createPostRepository(db),
    ...comments,
    ...createLikeRepository(db),
    ...createFollowRepository(db),
    ...createReportRepository(db, comments),
  };
}
