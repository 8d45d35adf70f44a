import { createFileRoute } from '@tanstack/react-router';

import { sessionRouteSearch } from '@/features/appointment/search';
import { pageOptions } from '@/routes/-route-kit';
import { SessionsRoute } from '@/routes/-sessions-route';

/** /visit: campus visits (filters in the URL) and the appointment form. */
export const Route = createFileRoute('/_main/visit')({
  ...pageOptions('Visit'),
  validateSearch: sessionRouteSearch,
  component: () => <SessionsRoute route={Route} name="Visit" kind="02" />,
});
