import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { GuideListPage } from '@/features/guide/components/guide-list-page';
import { guideListSearchSchema } from '@/features/guide/search';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/immigrant')({
  validateSearch: guideListSearchSchema,
  head: () => pageHead('Immigrant'),
  component: ImmigrantRoute,
});

function ImmigrantRoute() {
  const navigate = useNavigate({ from: '/immigrant' });
  return (
    <GuideListPage
      section="IMMIGRANT"
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
