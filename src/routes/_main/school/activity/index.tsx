import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { ActivityList } from '@/features/school/components/activity-list';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/school/activity/')({
  beforeLoad: requireLogin('SchoolActivity'),
  head: () => pageHead('SchoolActivity'),
  component: () => (
    <PageShell name="SchoolActivity">
      <ActivityList />
    </PageShell>
  ),
});
