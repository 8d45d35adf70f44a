import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { ADVISER_YEARS_BAND_CODES } from '@/contract/org';
import { countryParam, optionalEnum, pageParam } from '@/contract/search';
import { CounselorListPage } from '@/features/org/components/counselor-list-page';
import { pageOptions, useSearchState } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/counselor/list')({
  ...pageOptions('CounselorList'),
  validateSearch: z.object({
    type: z
      .string()
      .regex(/^\d{2}$/)
      .optional()
      .catch(undefined),
    country: countryParam,
    years: optionalEnum(ADVISER_YEARS_BAND_CODES),
    page: pageParam,
  }),
  component: CounselorListRoute,
});

function CounselorListRoute() {
  const [filters, onSearch] = useSearchState(Route);
  return (
    <PageShell name="CounselorList">
      <CounselorListPage filters={filters} onSearch={onSearch} />
    </PageShell>
  );
}
