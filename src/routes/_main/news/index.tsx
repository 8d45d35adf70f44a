import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { newsCategorySchema } from '@/contract/news';
import { NewsPage } from '@/features/news/components/news-page';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/news/')({
  validateSearch: z.object({
    category: newsCategorySchema.optional().catch(undefined),
    page: z.coerce.number().int().positive().optional().catch(undefined),
  }),
  beforeLoad: requireLogin('StudyNews'),
  head: () => pageHead('StudyNews'),
  component: NewsRoute,
});

function NewsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/news/' });
  return (
    <PageShell name="StudyNews">
      <NewsPage
        category={search.category}
        page={search.page ?? 1}
        onSearch={(next) => void navigate({ search: next })}
      />
    </PageShell>
  );
}
