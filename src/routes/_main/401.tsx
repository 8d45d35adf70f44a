import { createFileRoute } from '@tanstack/react-router';

import { ErrorView } from '@/components/layout/error-view';
import { pageOptions } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/401')({
  ...pageOptions('Unauthorized'),
  component: () => <ErrorView status={401} />,
});
