import { Container } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { MajorDetailPage } from '@/features/major/components/major-detail-page';
import { pageOptions } from '@/routes/-route-kit';

export const Route = createFileRoute('/_main/majors/detail')({
  ...pageOptions('MajorDetail'),
  validateSearch: z.object({ code: z.string().min(1).max(20).catch('') }),
  component: MajorDetailRoute,
});

function MajorDetailRoute() {
  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <MajorDetailPage code={Route.useSearch().code} />
    </Container>
  );
}
