import { createFileRoute } from '@tanstack/react-router';

import { guideListSearchSchema } from '@/features/guide/search';
import { pageOptions } from '@/routes/-route-kit';
import { guideListLoader } from '@/routes/-guide-loaders';
import { GuideListRoute } from '@/routes/-guide-routes';

export const Route = createFileRoute('/_main/immigrant')({
  ...pageOptions('Immigrant'),
  validateSearch: guideListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: guideListLoader('IMMIGRANT'),
  component: () => <GuideListRoute route={Route} section="IMMIGRANT" />,
});
