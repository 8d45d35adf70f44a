import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { ADVISER_YEARS_BAND_CODES } from '@/contract/org';
import { CounselorListPage } from '@/features/org/components/counselor-list-page';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/counselor/list')({
  validateSearch: z.object({
    type: z
      .string()
      .regex(/^\d{2}$/)
      .optional()
      .catch(undefined),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional()
      .catch(undefined),
    years: z.enum(ADVISER_YEARS_BAND_CODES).optional().catch(undefined),
    page: z.coerce.number().int().positive().optional().catch(undefined),
  }),
  beforeLoad: requireLogin('CounselorList'),
  head: () => pageHead('CounselorList'),
  component: CounselorListRoute,
});

function CounselorListRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/counselor/list' });
  return (
    <PageShell name="CounselorList">
      <CounselorListPage filters={search} onSearch={(next) => void navigate({ search: next })} />
    </PageShell>
  );
}
