import { createFileRoute } from '@tanstack/react-router';

import { GuideDetailPage } from '@/features/guide/components/guide-detail-page';
import { guideDetailSearchSchema } from '@/features/guide/search';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/academic-detail')({
  validateSearch: guideDetailSearchSchema,
  head: () => pageHead('AcademicEnhancementDetail'),
  component: AcademicDetailRoute,
});

function AcademicDetailRoute() {
  return <GuideDetailPage section="ACADEMIC" id={Route.useSearch().id} />;
}
