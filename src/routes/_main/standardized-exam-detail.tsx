import { createFileRoute } from '@tanstack/react-router';

import { GuideDetailPage } from '@/features/guide/components/guide-detail-page';
import { guideDetailSearchSchema } from '@/features/guide/search';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/standardized-exam-detail')({
  validateSearch: guideDetailSearchSchema,
  head: () => pageHead('StandardizedExamDetail'),
  component: StandardizedExamDetailRoute,
});

function StandardizedExamDetailRoute() {
  return <GuideDetailPage section="STANDARD_EXAM" id={Route.useSearch().id} />;
}
