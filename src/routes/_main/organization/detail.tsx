import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { RecentPlaybacksSection } from '@/features/live/components/recent-playbacks-section';
import { OrgDetailPage } from '@/features/org/components/org-detail-page';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/organization/detail')({
  validateSearch: z.object({ id: z.string().min(1).max(64).catch('') }),
  beforeLoad: requireLogin('OrganizationDetail'),
  head: () => pageHead('OrganizationDetail'),
  component: OrgDetailRoute,
});

function OrgDetailRoute() {
  const { id } = Route.useSearch();
  return (
    <PageShell name="OrganizationDetail">
      <OrgDetailPage key={id} id={id} playbacks={<RecentPlaybacksSection orgId={id} />} />
    </PageShell>
  );
}
