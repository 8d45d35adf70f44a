import { createFileRoute } from '@tanstack/react-router';

import { sessionRouteSearch } from '@/features/appointment/search';
import { pageOptions } from '@/routes/-route-kit';
import { SessionsRoute } from '@/routes/-sessions-route';

/** /admission: admission interviews (filters in the URL) and the appointment form. */
export const Route = createFileRoute('/_main/admission')({
  ...pageOptions('Admission'),
  validateSearch: sessionRouteSearch,
  component: () => <SessionsRoute route={Route} name="Admission" kind="01" />,
});
