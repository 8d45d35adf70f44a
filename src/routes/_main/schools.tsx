import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { RANKED_TYPES } from '@/contract/catalog';
import { prefetchUniversityPage } from '@/features/school/api/get-university-page';
import { SchoolsPage } from '@/features/school/components/schools-page';
import { pageHead } from '@/lib/route-meta';

const searchSchema = z.object({
  keyword: z.string().max(50).optional().catch(undefined),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  rankType: z
    .enum(RANKED_TYPES as [string, ...string[]])
    .optional()
    .catch(undefined),
  rankMax: z.coerce.number().int().positive().optional().catch(undefined),
  typeName: z.enum(['公立', '私立']).optional().catch(undefined),
  page: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_main/schools')({
  validateSearch: searchSchema,
  head: () => pageHead('Schools'),
  loaderDeps: ({ search }) => search,
  // not awaited: the list is asked for while the page renders (its skeleton shows meanwhile)
  loader: ({ deps }) =>
    prefetchUniversityPage({ ...deps, rankType: deps.rankType as (typeof RANKED_TYPES)[number] | undefined }),
  component: SchoolsRoute,
});

function SchoolsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/schools' });
  return (
    <PageShell name="Schools">
      <SchoolsPage
        search={{ ...search, rankType: search.rankType as (typeof RANKED_TYPES)[number] | undefined }}
        onSearch={(next) => void navigate({ search: next })}
      />
    </PageShell>
  );
}
