import { createFileRoute } from '@tanstack/react-router';

import { ErrorView } from '@/components/layout/error-view';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/401')({
  head: () => pageHead('Unauthorized'),
  component: () => <ErrorView status={401} />,
});
