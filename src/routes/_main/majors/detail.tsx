import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/majors/detail')({
  beforeLoad: requireLogin('MajorDetail'),
  head: () => pageHead('MajorDetail'),
  component: () => <PageShell name="MajorDetail" />,
});
