import { Container } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

import { PageShell } from '@/components/layout/page-shell';
import { idParam, pageParam, textParam } from '@/contract/search';
import { PlaybackCard } from '@/features/live/components/playback-card';
import { PlaybackDetailPage } from '@/features/live/components/playback-detail-page';
import { PlaybackListPage } from '@/features/live/components/playback-list-page';
import { PlaybackPlayer } from '@/features/live/components/playback-player';
import { TaskVideoPage } from '@/features/task/components/task-video-page';
import { pageOptions, useSearchState } from '@/routes/-route-kit';

/**
 * /personal/VideoPlayer (SPEC section 2, child of Personal): the personal space's video player. `?id=` plays a
 * video (a counselor's or organization's recorded course, the playbacks of the live slice) where this student
 * left it (positions are saved per user); without one it lists the videos to choose from. `?taskId=` plays the
 * training video of a VIDEO task from the task's watched seconds, saving them as the task's
 * progress; watching to the end finishes the task.
 */
export const Route = createFileRoute('/_main/personal/VideoPlayer')({
  ...pageOptions('VideoPlayer'),
  validateSearch: z.object({ id: idParam, taskId: idParam, keyword: textParam(50), page: pageParam }),
  component: VideoPlayerRoute,
});

function VideoPlayerRoute() {
  const [{ id, taskId, ...search }, onSearch] = useSearchState(Route);
  if (taskId) {
    return (
      <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }}>
        <TaskVideoPage
          taskId={taskId}
          renderPlayer={(slot) => (
            <PlaybackPlayer playback={slot.playback} startAt={slot.startAt} onPosition={slot.onPosition} />
          )}
          renderPlayback={(playback) => <PlaybackCard playback={playback} compact />}
        />
      </Container>
    );
  }
  if (id) {
    return (
      <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }}>
        <PlaybackDetailPage id={id} />
      </Container>
    );
  }
  return (
    <PageShell name="VideoPlayer">
      <PlaybackListPage search={search} onSearch={onSearch} />
    </PageShell>
  );
}
