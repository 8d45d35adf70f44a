import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { pageParam } from '@/contract/search';
import { MajorsPage } from '@/features/major/components/majors-page';
import { pageOptions, useSearchState } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/majors/')({
  ...pageOptions('Majors'),
  validateSearch: z.object({ keyword: z.string().max(50).optional().catch(undefined), page: pageParam }),
  component: MajorsRoute,
});

function MajorsRoute() {
  const [{ keyword, page = 1 }, onSearch] = useSearchState(Route);
  return (
    <PageShell name="Majors">
      <MajorsPage keyword={keyword} page={page} onSearch={onSearch} />
    </PageShell>
  );
}
