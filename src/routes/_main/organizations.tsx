import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { LiveNowSection } from '@/features/live/components/live-now-section';
import { RecentPlaybacksSection } from '@/features/live/components/recent-playbacks-section';
import { OrganizationsPage } from '@/features/org/components/organizations-page';
import { pageOptions } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/organizations')({
  ...pageOptions('Organizations'),
  component: () => (
    <PageShell name="Organizations">
      <OrganizationsPage live={<LiveNowSection />} playbacks={<RecentPlaybacksSection />} />
    </PageShell>
  ),
});
