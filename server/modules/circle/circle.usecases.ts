/**
 * Rules of the 留学圈 spanning repositories: client ids and replays, images and school tags, counters with
 * their rank, the caller's view (likes, follows, reports), and the Circle notices (type 1) to authors
 * through the chat module's notice system. Each write is one transaction with its notices; the answered
 * notices are pushed on the socket by the routes.
 */
import type { Database } from '../../lib/database.ts';
import { createCommentUsecases } from './circle-comments.usecases.ts';
import { createPostUsecases } from './circle-posts.usecases.ts';
import { createReadUsecases } from './circle-reads.usecases.ts';
import { createReportUsecases } from './circle-reports.usecases.ts';
import { createSocialUsecases } from './circle-social.usecases.ts';
import { createCircleRepository } from './circle.repository.ts';
import { createCircleKit } from './circle.usecase-kit.ts';

export type { WithNotices } from './circle.usecase-kit.ts';
export type CircleUsecases = ReturnType<typeof createCircleUsecases>;

export function createCircleUsecases({ db }: { db: Database }) {
  const circle = createCircleRepository({ db });
  const kit = createCircleKit(circle);
  return {
    repository: circle,
    ...createReadUsecases(circle, kit),
    ...createPostUsecases(db, circle, kit),
    ...createCommentUsecases(db, circle, kit),
    ...createSocialUsecases(db, circle, kit),
    ...createReportUsecases(db, circle),
  };
}
