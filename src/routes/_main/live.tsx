import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { GuideListPage } from '@/features/guide/components/guide-list-page';
import { guideListSearchSchema } from '@/features/guide/search';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/live')({
  validateSearch: guideListSearchSchema,
  head: () => pageHead('Live'),
  component: LiveRoute,
});

function LiveRoute() {
  const navigate = useNavigate({ from: '/live' });
  return (
    <GuideListPage
      section="RENTING"
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
