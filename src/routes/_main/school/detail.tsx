import { Container } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';

import { idSearchSchema } from '@/contract/search';
import { JoinListButton } from '@/features/my-university-list/components/join-list-button';
import { prefetchUniversityDetail } from '@/features/school/api/get-university-detail';
import { SchoolDetailPage } from '@/features/school/components/school-detail-page';
import { pageOptions } from '@/routes/-route-kit';
import { awaitedOnServer } from '@/lib/use-query';

export const Route = createFileRoute('/_main/school/detail')({
  ...pageOptions('SchoolDetail'),
  validateSearch: idSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ deps }) => awaitedOnServer(prefetchUniversityDetail(deps.id)),
  component: SchoolDetailRoute,
});

function SchoolDetailRoute() {
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <SchoolDetailPage
        id={Route.useSearch().id}
        joinButton={(u) => <JoinListButton universityId={u.id} universityName={u.nameCn} />}
      />
    </Container>
  );
}
