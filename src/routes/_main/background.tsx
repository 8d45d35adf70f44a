import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { GuideListPage } from '@/features/guide/components/guide-list-page';
import { guideListSearchSchema } from '@/features/guide/search';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/background')({
  validateSearch: guideListSearchSchema,
  head: () => pageHead('Background'),
  component: BackgroundRoute,
});

function BackgroundRoute() {
  const navigate = useNavigate({ from: '/background' });
  return (
    <GuideListPage
      section="BACKGROUND"
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
