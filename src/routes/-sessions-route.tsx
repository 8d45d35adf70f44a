/** The route component of /admission and /visit, in those routes' split chunks only. */
import type { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import type { AppointmentKind } from '@/contract/appointment';
import type { RouteName } from '@/contract/routes';
import { SessionListPage } from '@/features/appointment/components/session-list-page';
import type { sessionRouteSearch } from '@/features/appointment/search';
import { useSearchState, type SearchRoute } from '@/routes/-route-kit';

/** The sessions of one kind (filters in the URL) and the appointment form. */
export function SessionsRoute({
  route,
  name,
  kind,
}: {
  route: SearchRoute<z.infer<typeof sessionRouteSearch>>;
  name: RouteName;
  kind: AppointmentKind;
}) {
  const [search, onSearch] = useSearchState(route);
  return (
    <PageShell name={name}>
      <SessionListPage kind={kind} search={search} onSearch={onSearch} />
    </PageShell>
  );
}
