import { createFileRoute } from '@tanstack/react-router';

import { ErrorView } from '@/components/layout/error-view';
import { pageOptions } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/500')({
  ...pageOptions('ServerError'),
  component: () => <ErrorView status={500} />,
});
