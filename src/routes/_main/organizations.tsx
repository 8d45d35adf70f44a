import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { LiveNowSection } from '@/features/live/components/live-now-section';
import { RecentPlaybacksSection } from '@/features/live/components/recent-playbacks-section';
import { OrganizationsPage } from '@/features/org/components/organizations-page';
import { pageOptions } from '@/routes/-route-kit';
import { awaitedOnServer } from '@/lib/use-query';

export const Route = createFileRoute('/_main/organizations')({
  ...pageOptions('Organizations'),
  // the organizations', live sessions' and playbacks' first requests, each feature's from a chunk of its own
  loader: () =>
    awaitedOnServer(
      Promise.all([
        import('@/features/org/api/prefetch-organizations')
          .then((module) => module.prefetchOrganizationsPage())
          .catch(() => undefined),
        import('@/features/live/api/prefetch-live')
          .then((module) => module.prefetchLiveSections())
          .catch(() => undefined),
      ]),
    ),
  component: () => (
    <PageShell name="Organizations">
      <OrganizationsPage live={<LiveNowSection />} playbacks={<RecentPlaybacksSection />} />
    </PageShell>
  ),
});
