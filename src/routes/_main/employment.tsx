import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/employment')({
  head: () => pageHead('Employment'),
  component: () => <PageShell name="Employment" />,
});
