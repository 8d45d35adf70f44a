import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { GuideListPage } from '@/features/guide/components/guide-list-page';
import { guideListSearchSchema } from '@/features/guide/search';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/visa')({
  validateSearch: guideListSearchSchema,
  head: () => pageHead('Visa'),
  component: VisaRoute,
});

function VisaRoute() {
  const navigate = useNavigate({ from: '/visa' });
  return (
    <GuideListPage
      section="VISA"
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
