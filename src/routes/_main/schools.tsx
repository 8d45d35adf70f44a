import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { schoolsSearchSchema } from '@/contract/catalog';
import { prefetchUniversityPage } from '@/features/school/api/get-university-page';
import { SchoolsPage } from '@/features/school/components/schools-page';
import { pageOptions, useSearchState } from '@/routes/-route-kit';
import { awaitedOnServer } from '@/lib/use-query';

export const Route = createFileRoute('/_main/schools')({
  ...pageOptions('Schools'),
  validateSearch: schoolsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => awaitedOnServer(prefetchUniversityPage(deps)),
  component: SchoolsRoute,
});

function SchoolsRoute() {
  const [search, onSearch] = useSearchState(Route);
  return (
    <PageShell name="Schools">
      <SchoolsPage search={search} onSearch={onSearch} />
    </PageShell>
  );
}
