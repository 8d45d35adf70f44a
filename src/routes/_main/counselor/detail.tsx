import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { RecentPlaybacksSection } from '@/features/live/components/recent-playbacks-section';
import { CounselorDetailPage } from '@/features/org/components/counselor-detail-page';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/counselor/detail')({
  validateSearch: z.object({ id: z.string().min(1).max(64).catch('') }),
  beforeLoad: requireLogin('CounselorDetail'),
  head: () => pageHead('CounselorDetail'),
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
