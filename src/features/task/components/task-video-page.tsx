import { Alert, Badge, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';

import { STATE_PALETTE } from '@/components/journey/task/task-format';
import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import type { TrainVideoProgress } from '@/contract/journey-task';
import { TASK_STATE_LABEL, type Task } from '@/contract/journey-task';
import type { Playback } from '@/contract/live';
import { APP_EVENTS, emitAppEvent } from '@/lib/events';
import { useQuery } from '@/lib/use-query';

import { getTaskVideo } from '../api/get-task-video';
import { getVideoRecommend } from '../api/get-video-recommend';
import { saveVideoProgress } from '../api/save-video-progress';

/** What the route's player gets: the video, where to start, and where to send the watched position. */
export interface PlayerSlot {
  playback: Playback;
  startAt: number;
  onPosition: (seconds: number, info: { ended: boolean; keepalive: boolean }) => Promise<TrainVideoProgress>;
}

/**
 * /personal/VideoPlayer?taskId=: the training video of a VIDEO task from where the student left it; the
 * position is saved as the task's progress, watching to the end finishes the task (已完成), and related videos
 * are listed. The player and the video cards come from the route (the live slice's).
 */
export function TaskVideoPage({
  taskId,
  renderPlayer,
  renderPlayback,
}: {
  taskId: string;
  renderPlayer: (slot: PlayerSlot) => ReactNode;
  renderPlayback: (playback: Playback) => ReactNode;
}) {
  const video = useQuery(`task-video:${taskId}`, (signal) => getTaskVideo(taskId, signal));
  const related = useQuery(`task-video-related:${taskId}`, (signal) => getVideoRecommend(taskId, signal));
  const [task, setTask] = useState<Task | null>(null);

  const onPosition = useCallback(
    async (seconds: number, { ended, keepalive }: { ended: boolean; keepalive: boolean }) => {
      const progress = await saveVideoProgress({ taskId, seconds, ended }, { keepalive });
      setTask(progress.task);
      return progress;
    },
    [taskId],
  );

  // finished while watching: the badge and the task list follow
  const finishedNow = task?.state === 'DONE' && video.data?.task.state !== 'DONE';
  useEffect(() => {
    if (finishedNow) emitAppEvent(APP_EVENTS.TASK_CHECK);
  }, [finishedNow]);

  if (video.error && !video.data) {
    return <ErrorState message={video.error} offline={video.offline} onRetry={video.refetch} />;
  }
  if (!video.data) return <ListSkeleton rows={1} height="64" />;
  const current = task ?? video.data.task;
  const done = current.state === 'DONE';

  return (
    <Stack gap="5" data-testid="task-video-page">
      <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
        <Link to="/personal" search={{ component: 'mytask', task: taskId }}>
          ← 返回任务
        </Link>
      </Button>
      <Stack gap="1">
        <HStack gap="2">
          <Text fontSize="sm" color="fg.muted">
            培训视频任务
          </Text>
          <Badge colorPalette={STATE_PALETTE[current.state]} data-testid="task-video-state">
            {TASK_STATE_LABEL[current.state]}
          </Badge>
        </HStack>
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {current.title}
        </Heading>
      </Stack>
      {renderPlayer({ playback: video.data.playback, startAt: video.data.watchedSeconds, onPosition })}
      {done ? (
        <Alert.Root status="success" data-testid="task-video-done">
          <Alert.Indicator />
          <Alert.Title>已完成：你已看完这段培训视频</Alert.Title>
        </Alert.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          看完视频后任务会自动完成，中途离开会记住观看进度。
        </Text>
      )}
      <Stack gap="3">
        <Heading as="h2" size="md">
          相关视频
        </Heading>
        {related.data && related.data.length === 0 && <Text color="fg.muted">暂无相关视频</Text>}
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {(related.data ?? []).map((playback) => (
            <div key={playback.id}>{renderPlayback(playback)}</div>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
