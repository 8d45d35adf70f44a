import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/counselor/detail')({
  beforeLoad: requireLogin('CounselorDetail'),
  head: () => pageHead('CounselorDetail'),
  component: () => <PageShell name="CounselorDetail" />,
});
