import { createFileRoute } from '@tanstack/react-router';

import { guideDetailSearchSchema } from '@/features/guide/search';
import { pageOptions } from '@/routes/-route-kit';
import { guideArticleLoader } from '@/routes/-guide-loaders';
import { GuideDetailRoute } from '@/routes/-guide-routes';

export const Route = createFileRoute('/_main/academic-detail')({
  ...pageOptions('AcademicEnhancementDetail'),
  validateSearch: guideDetailSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: guideArticleLoader('ACADEMIC'),
  component: () => <GuideDetailRoute route={Route} section="ACADEMIC" />,
});
