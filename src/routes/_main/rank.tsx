import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { RANKED_TYPES } from '@/contract/catalog';
import { optionalEnum } from '@/contract/search';
import { RankPage } from '@/features/school/components/rank-page';
import { pageOptions, useSearchState } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/rank')({
  ...pageOptions('Rank'),
  validateSearch: z.object({ type: optionalEnum(RANKED_TYPES) }),
  component: RankRoute,
});

function RankRoute() {
  const [{ type = '02' }, onSearch] = useSearchState(Route);
  return (
    <PageShell name="Rank">
      <RankPage type={type} onType={(next) => onSearch({ type: next })} />
    </PageShell>
  );
}
