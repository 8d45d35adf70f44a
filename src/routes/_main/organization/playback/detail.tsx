import { Container } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PlaybackDetailPage } from '@/features/live/components/playback-detail-page';
import { pageHead } from '@/lib/route-meta';

export const Route = createFileRoute('/_main/organization/playback/detail')({
  validateSearch: z.object({ id: z.string().trim().max(64).catch('') }),
  head: () => pageHead('OrganizationPlaybackDetail'),
  component: PlaybackDetailRoute,
});

function PlaybackDetailRoute() {
  const { id } = Route.useSearch();
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }}>
      <PlaybackDetailPage id={id} />
    </Container>
  );
}
