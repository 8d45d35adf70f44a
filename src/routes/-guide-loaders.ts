/**
 * The guide routes' loaders (in the route files' options, so in the initial chunk): the prefetches load with a
 * chunk of their own, the guide contract's schemas stay out of the initial JS. If it cannot be loaded the page
 * still opens: its components then ask for themselves.
 */
import type { GuideSection } from '@/contract/guide';
import type { GuideListSearch } from '@/features/guide/search';
import { awaitedOnServer } from '@/lib/use-query';

const prefetches = () => import('@/features/guide/api/prefetch-guide');

/** A section's list (/visa, /academic ...): its header and the URL's page of articles. */
export const guideListLoader =
  (section: GuideSection) =>
  ({ deps }: { deps: GuideListSearch }) =>
    awaitedOnServer(
      prefetches()
        .then((module) => module.prefetchGuideList(section, deps))
        .catch(() => undefined),
    );

/** An article of a section (/academic-detail?id= ...). */
export const guideArticleLoader =
  (section: GuideSection) =>
  ({ deps }: { deps: { id: string } }) =>
    awaitedOnServer(
      prefetches()
        .then((module) => module.prefetchGuideArticle(section, deps.id))
        .catch(() => undefined),
    );

/** An article of /:type/detail (the segment picks the section; the route's guard sends others to /404). */
export const aboardArticleLoader = ({ params, deps }: { params: { type: string }; deps: { id: string } }) =>
  awaitedOnServer(
    prefetches()
      .then((module) => module.prefetchAboardArticle(params.type, deps.id))
      .catch(() => undefined),
  );
