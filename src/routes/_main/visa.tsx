import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/visa')({
  head: () => pageHead('Visa'),
  component: () => <PageShell name="Visa" />,
});
