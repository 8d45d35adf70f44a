import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/organization/list')({
  beforeLoad: requireLogin('OrganizationList'),
  head: () => pageHead('OrganizationList'),
  component: () => <PageShell name="OrganizationList" />,
});
