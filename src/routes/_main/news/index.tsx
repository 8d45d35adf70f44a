import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/news/')({
  beforeLoad: requireLogin('StudyNews'),
  head: () => pageHead('StudyNews'),
  component: () => <PageShell name="StudyNews" />,
});
