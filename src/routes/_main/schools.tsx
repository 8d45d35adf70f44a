import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { schoolsSearchSchema } from '@/contract/catalog';
import { prefetchUniversityPage } from '@/features/school/api/get-university-page';
import { SchoolsPage } from '@/features/school/components/schools-page';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/schools')({
  validateSearch: schoolsSearchSchema,
  head: () => pageHead('Schools'),
  loaderDeps: ({ search }) => search,
  // not awaited: the list is asked for while the page renders (its skeleton shows meanwhile)
  loader: ({ deps }) => prefetchUniversityPage(deps),
  component: SchoolsRoute,
});

function SchoolsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/schools' });
  return (
    <PageShell name="Schools">
      <SchoolsPage search={search} onSearch={(next) => void navigate({ search: next })} />
    </PageShell>
  );
}
