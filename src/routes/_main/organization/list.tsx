import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { ORG_MAJOR_AREAS, ORG_PRICE_BAND_CODES } from '@/contract/org';
import { OrgListPage } from '@/features/org/components/org-list-page';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/organization/list')({
  validateSearch: z.object({
    city: z.string().max(50).optional().catch(undefined),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional()
      .catch(undefined),
    major: z.enum(ORG_MAJOR_AREAS).optional().catch(undefined),
    price: z.enum(ORG_PRICE_BAND_CODES).optional().catch(undefined),
    page: z.coerce.number().int().positive().optional().catch(undefined),
  }),
  beforeLoad: requireLogin('OrganizationList'),
  head: () => pageHead('OrganizationList'),
  component: OrgListRoute,
});

function OrgListRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/organization/list' });
  return (
    <PageShell name="OrganizationList">
      <OrgListPage filters={search} onSearch={(next) => void navigate({ search: next })} />
    </PageShell>
  );
}
