import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { PLAYBACK_NOT_FOUND_MESSAGE } from '@/contract/live';
import { playbackDetailQuery } from '@/features/live/api/get-playback-detail';
import { formatDuration, formatPlaybackDate, hostLine } from '@/features/live/components/live-format';
import { PlaybackCard } from '@/features/live/components/playback-card';
import { PlaybackPlayer } from '@/features/live/components/playback-player';
import { useNotFoundStatus, useSubjectTitle } from '@/lib/route-meta';
import { useQuery } from '@/lib/use-query';

function BackLink() {
  return (
    <Text fontSize="sm" color="brand.fg" fontWeight="medium">
      <Link to="/organization/playbacks">← 返回回放列表</Link>
    </Text>
  );
}

/** /organization/playback/detail?id=: the video, what it is about, related playbacks. */
export function PlaybackDetailPage({ id }: { id: string }) {
  const query = playbackDetailQuery(id);
  const result = useQuery(query.key, query.fetch, { enabled: id !== '' });
  const detail = result.data;
  useSubjectTitle(detail?.playback.title);
  useNotFoundStatus(id === '' || (!detail && result.error === PLAYBACK_NOT_FOUND_MESSAGE));
  if (id === '' || (result.error && !detail)) {
    return (
      <Stack gap="4">
        <BackLink />
        {id === '' || result.error === PLAYBACK_NOT_FOUND_MESSAGE ? (
          <EmptyState title={PLAYBACK_NOT_FOUND_MESSAGE} text="这个回放可能已下线，看看其他回放吧。" />
        ) : (
          <ErrorState message={result.error ?? ''} offline={result.offline} onRetry={result.refetch} />
        )}
      </Stack>
    );
  }
  if (!detail) {
    return (
      <Stack gap="4">
        <BackLink />
        <ListSkeleton rows={2} height="48" />
      </Stack>
    );
  }
  const { playback, related } = detail;
  return (
    <Stack gap="5">
      <BackLink />
      <Box mx={{ base: '-3', md: '0' }}>
        <PlaybackPlayer playback={playback} />
      </Box>
      <Stack gap="2">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }} data-testid="playback-title">
          {playback.title}
        </Heading>
        <HStack gap="3" fontSize="sm" color="fg.muted" flexWrap="wrap">
          <Text>{hostLine(playback)}</Text>
          <Text>时长 {formatDuration(playback.durationSeconds)}</Text>
          <time dateTime={playback.publishedAt}>{formatPlaybackDate(playback.publishedAt)}</time>
        </HStack>
        {playback.tags.length > 0 && (
          <HStack gap="2" flexWrap="wrap">
            {playback.tags.map((tag) => (
              <Badge key={tag} variant="subtle" colorPalette="brand">
                <Link to="/organization/playbacks" search={{ keyword: tag }}>
                  {tag}
                </Link>
              </Badge>
            ))}
          </HStack>
        )}
        {playback.description && <Text color="fg.muted">{playback.description}</Text>}
      </Stack>
      <Stack gap="3" as="section" aria-labelledby="related-playbacks">
        <Heading as="h2" size="md" id="related-playbacks">
          相关回放
        </Heading>
        {related.length === 0 ? (
          <Text color="fg.muted">暂无相关回放。</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="related-playbacks">
            {related.map((item) => (
              <PlaybackCard key={item.id} playback={item} compact />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
