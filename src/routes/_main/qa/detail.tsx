import { createFileRoute } from '@tanstack/react-router';

import { idSearchSchema } from '@/contract/search';
import { QaDetailPage } from '@/features/qa/components/qa-detail-page';
import { pageOptions } from '@/routes/-route-kit';
import { IdDetailRoute } from '@/routes/-id-detail-route';

export const Route = createFileRoute('/_main/qa/detail')({
  ...pageOptions('StudyQaDetail'),
  validateSearch: idSearchSchema,
  component: () => <IdDetailRoute route={Route} page={QaDetailPage} maxW="4xl" />,
});
