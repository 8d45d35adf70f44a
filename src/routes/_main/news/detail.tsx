import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/news/detail')({
  beforeLoad: requireLogin('StudyNewsDetail'),
  head: () => pageHead('StudyNewsDetail'),
  component: () => <PageShell name="StudyNewsDetail" />,
});
