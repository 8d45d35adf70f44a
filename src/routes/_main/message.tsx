import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/message')({
  beforeLoad: requireLogin('MessageCenter'),
  head: () => pageHead('MessageCenter'),
  component: () => <PageShell name="MessageCenter" />,
});
