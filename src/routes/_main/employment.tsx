import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { GuideListPage } from '@/features/guide/components/guide-list-page';
import { guideListSearchSchema } from '@/features/guide/search';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/employment')({
  validateSearch: guideListSearchSchema,
  head: () => pageHead('Employment'),
  component: EmploymentRoute,
});

function EmploymentRoute() {
  const navigate = useNavigate({ from: '/employment' });
  return (
    <GuideListPage
      section="EMPLOYMENT"
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
