import { createFileRoute } from '@tanstack/react-router';

import { guideDetailSearchSchema } from '@/features/guide/search';
import { pageOptions } from '@/routes/-route-kit';
import { GuideDetailRoute } from '@/routes/-guide-routes';

export const Route = createFileRoute('/_main/academic-detail')({
  ...pageOptions('AcademicEnhancementDetail'),
  validateSearch: guideDetailSearchSchema,
  component: () => <GuideDetailRoute route={Route} section="ACADEMIC" />,
});
