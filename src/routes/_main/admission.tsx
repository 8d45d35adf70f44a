import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/admission')({
  beforeLoad: requireLogin('Admission'),
  head: () => pageHead('Admission'),
  component: () => <PageShell name="Admission" />,
});
