import { createFileRoute } from '@tanstack/react-router';

import { idSearchSchema } from '@/contract/search';
import { NewsDetailPage } from '@/features/news/components/news-detail-page';
import { pageOptions } from '@/routes/-route-kit';
import { IdDetailRoute } from '@/routes/-id-detail-route';

export const Route = createFileRoute('/_main/news/detail')({
  ...pageOptions('StudyNewsDetail'),
  validateSearch: idSearchSchema,
  component: () => <IdDetailRoute route={Route} page={NewsDetailPage} maxW="4xl" />,
});
