import { Container } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { QaDetailPage } from '@/features/qa/components/qa-detail-page';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/qa/detail')({
  validateSearch: z.object({ id: z.string().min(1).max(64).catch('') }),
  beforeLoad: requireLogin('StudyQaDetail'),
  head: () => pageHead('StudyQaDetail'),
  component: QaDetailRoute,
});

function QaDetailRoute() {
  const { id } = Route.useSearch();
  return (
    <Container maxW="4xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <QaDetailPage id={id} />
    </Container>
  );
}
