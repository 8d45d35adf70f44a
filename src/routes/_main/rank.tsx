import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { RankPage } from '@/features/school/components/rank-page';
import { pageOptions } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/rank')({
  ...pageOptions('Rank'),
  component: () => (
    <PageShell name="Rank">
      <RankPage />
    </PageShell>
  ),
});
