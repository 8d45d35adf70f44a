import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { RankPage } from '@/features/school/components/rank-page';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/rank')({
  beforeLoad: requireLogin('Rank'),
  head: () => pageHead('Rank'),
  component: () => (
    <PageShell name="Rank">
      <RankPage />
    </PageShell>
  ),
});
