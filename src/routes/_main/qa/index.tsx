import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/qa/')({
  beforeLoad: requireLogin('StudyQa'),
  head: () => pageHead('StudyQa'),
  component: () => <PageShell name="StudyQa" />,
});
