import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { pageParam } from '@/contract/search';
import { MajorsPage } from '@/features/major/components/majors-page';
import { pageOptions, useSearchState } from '@/routes/-route-kit';
import { awaitedOnServer } from '@/lib/use-query';

export const Route = createFileRoute('/_main/majors/')({
  ...pageOptions('Majors'),
  validateSearch: z.object({ keyword: z.string().max(50).optional().catch(undefined), page: pageParam }),
  loaderDeps: ({ search }) => search,
  // the list's request from a chunk of its own (the catalog's schemas stay out of the initial JS)
  loader: ({ deps }) =>
    awaitedOnServer(
      import('@/features/major/api/get-major-page')
        .then((module) => module.prefetchMajorPage(deps))
        .catch(() => undefined),
    ),
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
