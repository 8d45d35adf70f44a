import { Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { SCROLL_HINT_CSS, useScrollHint } from '@/components/ui/scroll-hint';
import { ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import { RANK_SOURCES, RANKED_TYPES, type RankedType } from '@/contract/catalog';
import { getRankPage } from '@/features/school/api/get-rank-page';
import { UniversityCard } from '@/features/school/components/university-card';
import { useQuery } from '@/lib/use-query';

function RankList({ rankType }: { rankType: RankedType }) {
  const [page, setPage] = useState(1);
  const result = useQuery(`${rankType}:${page}`, (signal) => getRankPage(rankType, page, signal));
  if (result.error && !result.data) {
    return <ErrorState message={result.error} offline={result.offline} onRetry={result.refetch} />;
  }
  if (!result.data) return <ListSkeleton rows={8} />;
  return (
    <Stack gap="3" opacity={result.loading ? 0.6 : 1}>
      <Text fontSize="sm" color="fg.muted" data-testid="rank-attribution">
        {result.data.attribution}
      </Text>
      <Stack gap="3" data-testid="rank-list">
        {result.data.list.map((item) => (
          <UniversityCard key={item.university.id} university={item.university} lead={item.rank} />
        ))}
      </Stack>
      <Pager page={page} total={result.data.total} pageSize={result.data.pageSize} onChange={setPage} />
    </Stack>
  );
}

/**
 * /rank: one tab per ranking with data, with its attribution; the chosen one is in the URL (`?type=`), so a
 * shared or reloaded page opens on it. The spec's US-only lists have no public data and are not offered.
 */
export function RankPage({ type, onType }: { type: RankedType; onType: (next: RankedType) => void }) {
  const scrollHint = useScrollHint<HTMLDivElement>();
  return (
    <Tabs.Root
      value={type}
      onValueChange={(e) => onType(e.value as RankedType)}
      variant="enclosed"
      colorPalette="brand"
      lazyMount
      unmountOnExit
    >
      <Tabs.List
        ref={scrollHint}
        css={SCROLL_HINT_CSS}
        overflowX="auto"
        maxW="full"
        flexWrap={{ base: 'nowrap', md: 'wrap' }}
      >
        {RANKED_TYPES.map((t) => (
          <Tabs.Trigger key={t} value={t} flexShrink={0}>
            {RANK_SOURCES[t].label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {RANKED_TYPES.map((t) => (
        <Tabs.Content key={t} value={t}>
          <RankList rankType={t} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
