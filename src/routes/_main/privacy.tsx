import { createFileRoute } from '@tanstack/react-router';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/privacy')({
  head: () => pageHead('Privacy'),
  component: () => <PageShell name="Privacy" />,
});
