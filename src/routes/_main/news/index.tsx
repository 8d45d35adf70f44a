import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { newsCategorySchema } from '@/contract/news';
import { pageParam } from '@/contract/search';
import { NewsPage } from '@/features/news/components/news-page';
import { pageOptions, useSearchState } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/news/')({
  ...pageOptions('StudyNews'),
  validateSearch: z.object({ category: newsCategorySchema.optional().catch(undefined), page: pageParam }),
  component: NewsRoute,
});

function NewsRoute() {
  const [{ category, page = 1 }, onSearch] = useSearchState(Route);
  return (
    <PageShell name="StudyNews">
      <NewsPage category={category} page={page} onSearch={onSearch} />
    </PageShell>
  );
}
