import { createFileRoute } from '@tanstack/react-router';

import { GuideDetailPage } from '@/features/guide/components/guide-detail-page';
import { guideDetailSearchSchema } from '@/features/guide/search';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/background-detail')({
  validateSearch: guideDetailSearchSchema,
  head: () => pageHead('BackgroundDetail'),
  component: BackgroundDetailRoute,
});

function BackgroundDetailRoute() {
  return <GuideDetailPage section="BACKGROUND" id={Route.useSearch().id} />;
}
