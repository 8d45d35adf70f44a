import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/qa/detail')({
  beforeLoad: requireLogin('StudyQaDetail'),
  head: () => pageHead('StudyQaDetail'),
  component: () => <PageShell name="StudyQaDetail" />,
});
