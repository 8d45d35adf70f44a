import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/school/activity/detail')({
  beforeLoad: requireLogin('SchoolActivityDetail'),
  head: () => pageHead('SchoolActivityDetail'),
  component: () => <PageShell name="SchoolActivityDetail" />,
});
