import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/visit')({
  beforeLoad: requireLogin('Visit'),
  head: () => pageHead('Visit'),
  component: () => <PageShell name="Visit" />,
});
