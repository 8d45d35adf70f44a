import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { idSearchSchema } from '@/contract/search';
import { RecentPlaybacksSection } from '@/features/live/components/recent-playbacks-section';
import { OrgDetailPage } from '@/features/org/components/org-detail-page';
import { pageOptions } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/organization/detail')({
  ...pageOptions('OrganizationDetail'),
  validateSearch: idSearchSchema,
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
