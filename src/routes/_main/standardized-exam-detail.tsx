import { createFileRoute } from '@tanstack/react-router';

import { guideDetailSearchSchema } from '@/features/guide/search';
import { pageOptions } from '@/routes/-route-kit';
import { guideArticleLoader } from '@/routes/-guide-loaders';
import { GuideDetailRoute } from '@/routes/-guide-routes';

export const Route = createFileRoute('/_main/standardized-exam-detail')({
  ...pageOptions('StandardizedExamDetail'),
  validateSearch: guideDetailSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: guideArticleLoader('STANDARD_EXAM'),
  component: () => <GuideDetailRoute route={Route} section="STANDARD_EXAM" />,
});
