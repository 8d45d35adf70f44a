import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { pageHead, requireLogin } from '@/lib/route-meta';

/** /personal?component=baseinfo | mytask | universities (SPEC section 2). */
export const PERSONAL_COMPONENTS = ['baseinfo', 'mytask', 'universities'] as const;

export const Route = createFileRoute('/_main/personal/')({
  validateSearch: z.object({ component: z.enum(PERSONAL_COMPONENTS).optional().catch(undefined) }),
  beforeLoad: requireLogin('Personal'),
  head: () => pageHead('Personal'),
  component: () => <PageShell name="Personal" />,
});
