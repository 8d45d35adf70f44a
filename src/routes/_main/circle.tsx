import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/circle')({
  head: () => pageHead('StudyCircle'),
  component: () => <PageShell name="StudyCircle" />,
});
