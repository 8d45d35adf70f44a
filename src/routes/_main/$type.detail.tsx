import { createFileRoute, redirect } from '@tanstack/react-router';

import { pageTypeOfSegment } from '@/contract/guide';
import { ABOARD_DETAIL_TYPES } from '@/contract/routes';
import { GuideDetailPage } from '@/features/guide/components/guide-detail-page';
import { guideDetailSearchSchema } from '@/features/guide/search';
import { aboardArticleLoader } from '@/routes/-guide-loaders';
import { pageOptions } from '@/routes/-route-kit';

/**
 * AboardDetail: /:type/detail for the five page types (visa, immigrant, employment, prepare, live); any
 * other segment goes to /404. The guard reads the route table's list (already in the initial bundle); the
 * guide contract loads with the page.
 */
export const Route = createFileRoute('/_main/$type/detail')({
  ...pageOptions('AboardDetail'),
  validateSearch: guideDetailSearchSchema,
  beforeLoad: ({ params }) => {
    if (!(ABOARD_DETAIL_TYPES as readonly string[]).includes(params.type))
      throw redirect({ to: '/404', replace: true });
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: aboardArticleLoader,
  component: AboardDetailRoute,
});

function AboardDetailRoute() {
  const section = pageTypeOfSegment(Route.useParams().type);
  const { id } = Route.useSearch();
  return section ? <GuideDetailPage section={section} id={id} /> : null;
}
