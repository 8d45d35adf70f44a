import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { GuideListPage } from '@/features/guide/components/guide-list-page';
import { guideListSearchSchema } from '@/features/guide/search';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/prepare')({
  validateSearch: guideListSearchSchema,
  head: () => pageHead('Prepare'),
  component: PrepareRoute,
});

function PrepareRoute() {
  const navigate = useNavigate({ from: '/prepare' });
  return (
    <GuideListPage
      section="PREPARATION"
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
