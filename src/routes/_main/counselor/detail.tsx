import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { idSearchSchema } from '@/contract/search';
import { RecentPlaybacksSection } from '@/features/live/components/recent-playbacks-section';
import { CounselorDetailPage } from '@/features/org/components/counselor-detail-page';
import { pageOptions } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/counselor/detail')({
  ...pageOptions('CounselorDetail'),
  validateSearch: idSearchSchema,
  component: CounselorDetailRoute,
});

function CounselorDetailRoute() {
  const { id } = Route.useSearch();
  return (
    <PageShell name="CounselorDetail">
      <CounselorDetailPage key={id} id={id} playbacks={<RecentPlaybacksSection counselorId={id} />} />
    </PageShell>
  );
}
