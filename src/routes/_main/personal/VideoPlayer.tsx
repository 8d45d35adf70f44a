import { Container } from '@chakra-ui/react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { PlaybackDetailPage } from '@/features/live/components/playback-detail-page';
import { PlaybackListPage } from '@/features/live/components/playback-list-page';
import { pageHead, requireLogin } from '@/lib/route-meta';

const idParam = z.string().trim().min(1).max(64).optional().catch(undefined);

/**
 * /personal/VideoPlayer (SPEC section 2, child of Personal): the personal space's video player. `?id=` plays a
 * video (a counselor's or organization's recorded course, the playbacks of the live slice) where this student
 * left it (positions are saved per user); without one it lists the videos to choose from. Issue 19 links task
 * videos here.
 */
export const Route = createFileRoute('/_main/personal/VideoPlayer')({
  validateSearch: z.object({
    id: idParam,
    keyword: z.string().trim().min(1).max(50).optional().catch(undefined),
    page: z.coerce.number().int().positive().optional().catch(undefined),
  }),
  beforeLoad: requireLogin('VideoPlayer'),
  head: () => pageHead('VideoPlayer'),
  component: VideoPlayerRoute,
});

function VideoPlayerRoute() {
  const { id, ...search } = Route.useSearch();
  const navigate = useNavigate({ from: '/personal/VideoPlayer' });
  if (id) {
    return (
      <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }}>
        <PlaybackDetailPage id={id} />
      </Container>
    );
  }
  return (
    <PageShell name="VideoPlayer">
      <PlaybackListPage search={search} onSearch={(next) => void navigate({ search: next })} />
    </PageShell>
  );
}
