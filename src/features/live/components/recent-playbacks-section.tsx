import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { RECENT_PLAYBACKS_LIMIT, recentPlaybacksQuery } from '@/features/live/api/get-playback-page';
import { PlaybackCard } from '@/features/live/components/playback-card';
import { useQuery } from '@/lib/use-query';

/** A few recent playbacks (of an organization or a counselor), each linking to its detail, and 查看全部. */
export function RecentPlaybacksSection({
  orgId,
  counselorId,
  limit = RECENT_PLAYBACKS_LIMIT,
  title = '最新回放',
}: {
  orgId?: string;
  counselorId?: string;
  limit?: number;
  title?: string;
}) {
  const query = recentPlaybacksQuery({ orgId, counselorId, limit });
  const result = useQuery(query.key, query.fetch);
  let body;
  if (result.error && !result.data) {
    body = <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />;
  } else if (!result.data) {
    body = <ListSkeleton rows={1} height="40" />;
  } else if (result.data.list.length === 0) {
    body = <Text color="fg.muted">暂无回放。</Text>;
  } else {
    body = (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" data-testid="recent-playbacks">
        {result.data.list.map((playback) => (
          <PlaybackCard key={playback.id} playback={playback} compact />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack as="section" gap="3" aria-labelledby="recent-playbacks-heading">
      <HStack justify="space-between">
        <Text as="h2" id="recent-playbacks-heading" fontSize="xl" fontWeight="bold">
          {title}
        </Text>
        <Text fontSize="sm" color="brand.fg" fontWeight="medium">
          <Link to="/organization/playbacks" search={{ orgId, counselorId }}>
            查看全部 →
          </Link>
        </Text>
      </HStack>
      {body}
    </Stack>
  );
}
