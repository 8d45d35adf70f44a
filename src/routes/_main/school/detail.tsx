import { Container } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { JoinListButton } from '@/features/my-university-list/components/join-list-button';
import { prefetchUniversityDetail } from '@/features/school/api/get-university-detail';
import { SchoolDetailPage } from '@/features/school/components/school-detail-page';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/school/detail')({
  validateSearch: z.object({ id: z.string().min(1).max(64).catch('') }),
  beforeLoad: requireLogin('SchoolDetail'),
  head: () => pageHead('SchoolDetail'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  // not awaited: the detail is asked for while the page renders (after beforeLoad's login check)
  loader: ({ deps }) => prefetchUniversityDetail(deps.id),
  component: SchoolDetailRoute,
});

function SchoolDetailRoute() {
  const { id } = Route.useSearch();
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <SchoolDetailPage
        id={id}
        joinButton={(u) => <JoinListButton universityId={u.id} universityName={u.nameCn} />}
      />
    </Container>
  );
}
