import { Container } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { NewsDetailPage } from '@/features/news/components/news-detail-page';
import { pageHead, requireLogin } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/news/detail')({
  validateSearch: z.object({ id: z.string().min(1).max(64).catch('') }),
  beforeLoad: requireLogin('StudyNewsDetail'),
  head: () => pageHead('StudyNewsDetail'),
  component: NewsDetailRoute,
});

function NewsDetailRoute() {
  const { id } = Route.useSearch();
  return (
    <Container maxW="4xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <NewsDetailPage id={id} />
    </Container>
  );
}
