import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/counselor/list')({
  beforeLoad: requireLogin('CounselorList'),
  head: () => pageHead('CounselorList'),
  component: () => <PageShell name="CounselorList" />,
});
