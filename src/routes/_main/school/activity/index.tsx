import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { ActivityList } from '@/features/school/components/activity-list';
import { pageOptions } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/school/activity/')({
  ...pageOptions('SchoolActivity'),
  component: () => (
    <PageShell name="SchoolActivity">
      <ActivityList />
    </PageShell>
  ),
});
