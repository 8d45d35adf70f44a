import { Badge, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { CardShell, CardTitle } from '@/components/ui/card-shell';
import type { Playback } from '@/contract/live';
import { formatDuration, formatPlaybackDate, hostLine } from '@/features/live/components/live-format';

/** A playback: poster with its duration, title, host and organization, date; links to the detail. */
export function PlaybackCard({ playback, compact = false }: { playback: Playback; compact?: boolean }) {
  return (
    <CardShell p="0" overflow="hidden" data-testid="playback-card">
      <Box position="relative" aspectRatio="16 / 9" bg="gray.800">
        <Image
          src={playback.posterUrl}
          alt={`${playback.title} 封面`}
          w="full"
          h="full"
          objectFit="cover"
          loading="lazy"
        />
        <Badge
          position="absolute"
          right="2"
          bottom="2"
          bg="blackAlpha.700"
          color="white"
          fontVariantNumeric="tabular-nums"
          aria-label={`时长 ${formatDuration(playback.durationSeconds)}`}
        >
          {formatDuration(playback.durationSeconds)}
        </Badge>
      </Box>
      <Stack gap="1" p={compact ? '3' : { base: '3', md: '4' }}>
        <CardTitle
          link={<Link to="/organization/playback/detail" search={{ id: playback.id }} />}
          lineClamp={2}
        >
          {playback.title}
        </CardTitle>
        <Text fontSize="sm" color="fg.muted" lineClamp={1}>
          {hostLine(playback)}
        </Text>
        {!compact && (
          <HStack gap="2" fontSize="xs" color="fg.muted" flexWrap="wrap">
            <time dateTime={playback.publishedAt}>{formatPlaybackDate(playback.publishedAt)}</time>
            {playback.tags.slice(0, 3).map((tag) => (
              <Badge key={tag} variant="subtle" colorPalette="brand">
                {tag}
              </Badge>
            ))}
          </HStack>
        )}
      </Stack>
    </CardShell>
  );
}
