import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { MajorsPage } from '@/features/major/components/majors-page';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/majors/')({
  validateSearch: z.object({
    keyword: z.string().max(50).optional().catch(undefined),
    page: z.coerce.number().int().positive().optional().catch(undefined),
  }),
  head: () => pageHead('Majors'),
  component: MajorsRoute,
});

function MajorsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/majors/' });
  return (
    <PageShell name="Majors">
      <MajorsPage
        keyword={search.keyword}
        page={search.page ?? 1}
        onSearch={(next) => void navigate({ search: next })}
      />
    </PageShell>
  );
}
