import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { SessionListPage } from '@/features/appointment/components/session-list-page';
import { sessionRouteSearch } from '@/features/appointment/search';
import { pageHead, requireLogin } from '@/lib/route-meta';

/** /admission: admission interviews (filters in the URL) and the appointment form. */
export const Route = createFileRoute('/_main/admission')({
  validateSearch: sessionRouteSearch,
  beforeLoad: requireLogin('Admission'),
  head: () => pageHead('Admission'),
  component: AdmissionRoute,
});

function AdmissionRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/admission' });
  return (
    <PageShell name="Admission">
      <SessionListPage kind="01" search={search} onSearch={(next) => void navigate({ search: next })} />
    </PageShell>
  );
}
