import { createFileRoute, useNavigate } from '@tanstack/react-router';

import { GuideListPage } from '@/features/guide/components/guide-list-page';
import { guideListSearchSchema } from '@/features/guide/search';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/standardized-exam')({
  validateSearch: guideListSearchSchema,
  head: () => pageHead('StandardizedExam'),
  component: StandardizedExamRoute,
});

function StandardizedExamRoute() {
  const navigate = useNavigate({ from: '/standardized-exam' });
  return (
    <GuideListPage
      section="STANDARD_EXAM"
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
