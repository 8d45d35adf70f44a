import { Container } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { MajorDetailPage } from '@/features/major/components/major-detail-page';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/majors/detail')({
  validateSearch: z.object({ code: z.string().min(1).max(20).catch('') }),
  beforeLoad: requireLogin('MajorDetail'),
  head: () => pageHead('MajorDetail'),
  component: MajorDetailRoute,
});

function MajorDetailRoute() {
  const { code } = Route.useSearch();
  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <MajorDetailPage code={code} />
    </Container>
  );
}
