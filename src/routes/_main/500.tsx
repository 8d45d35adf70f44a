import { createFileRoute } from '@tanstack/react-router';

import { ErrorView } from '@/components/layout/error-view';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/500')({
  head: () => pageHead('ServerError'),
  component: () => <ErrorView status={500} />,
});
