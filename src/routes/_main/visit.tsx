import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { SessionListPage } from '@/features/appointment/components/session-list-page';
import { sessionRouteSearch } from '@/features/appointment/search';
import { pageHead, requireLogin } from '@/lib/route-meta';

/** /visit: campus visits (filters in the URL) and the appointment form. */
export const Route = createFileRoute('/_main/visit')({
  validateSearch: sessionRouteSearch,
  beforeLoad: requireLogin('Visit'),
  head: () => pageHead('Visit'),
  component: VisitRoute,
});

function VisitRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/visit' });
  return (
    <PageShell name="Visit">
      <SessionListPage kind="02" search={search} onSearch={(next) => void navigate({ search: next })} />
    </PageShell>
  );
}
