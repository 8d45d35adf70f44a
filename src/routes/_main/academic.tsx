import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { GuideListPage } from '@/features/guide/components/guide-list-page';
import { guideListSearchSchema } from '@/features/guide/search';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/academic')({
  validateSearch: guideListSearchSchema,
  head: () => pageHead('AcademicEnhancement'),
  component: AcademicRoute,
});

function AcademicRoute() {
  const navigate = useNavigate({ from: '/academic' });
  return (
    <GuideListPage
      section="ACADEMIC"
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
