import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { ORG_MAJOR_AREAS, ORG_PRICE_BAND_CODES } from '@/contract/org';
import { countryParam, optionalEnum, pageParam } from '@/contract/search';
import { OrgListPage } from '@/features/org/components/org-list-page';
import { pageOptions, useSearchState } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/organization/list')({
  ...pageOptions('OrganizationList'),
  validateSearch: z.object({
    city: z.string().max(50).optional().catch(undefined),
    country: countryParam,
    major: optionalEnum(ORG_MAJOR_AREAS),
    price: optionalEnum(ORG_PRICE_BAND_CODES),
    page: pageParam,
  }),
  component: OrgListRoute,
});

function OrgListRoute() {
  const [filters, onSearch] = useSearchState(Route);
  return (
    <PageShell name="OrganizationList">
      <OrgListPage filters={filters} onSearch={onSearch} />
    </PageShell>
  );
}
