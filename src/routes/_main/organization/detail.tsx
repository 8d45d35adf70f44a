import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/organization/detail')({
  beforeLoad: requireLogin('OrganizationDetail'),
  head: () => pageHead('OrganizationDetail'),
  component: () => <PageShell name="OrganizationDetail" />,
});
