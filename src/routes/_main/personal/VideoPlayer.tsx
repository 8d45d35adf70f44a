import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/personal/VideoPlayer')({
  beforeLoad: requireLogin('VideoPlayer'),
  head: () => pageHead('VideoPlayer'),
  component: () => <PageShell name="VideoPlayer" />,
});
