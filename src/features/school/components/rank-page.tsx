import { Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import { RANK_SOURCES, RANK_UNAVAILABLE_MESSAGE, RANKED_TYPES, type RankedType } from '@/contract/catalog';
import { RANK_TYPE_NAMES, rankUnavailableText } from '@/contract/code-tables';
import { getRankPage } from '@/features/school/api/get-rank-page';
import { UniversityCard } from '@/features/school/components/university-card';
import { useQuery } from '@/lib/use-query';

/** US-only lists of the spec with no public data: a tab that says so, never an invented rank. */
const UNAVAILABLE_TABS = ['05', '06', '07'] as const;

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

/** /rank: one tab per ranking with its attribution. */
export function RankPage() {
  const [tab, setTab] = useState<string>('02');
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(e) => setTab(e.value)}
      variant="enclosed"
      colorPalette="brand"
      lazyMount
      unmountOnExit
    >
      <Tabs.List overflowX="auto" maxW="full" flexWrap={{ base: 'nowrap', md: 'wrap' }}>
        {RANKED_TYPES.map((t) => (
          <Tabs.Trigger key={t} value={t} flexShrink={0}>
            {RANK_SOURCES[t].label}
          </Tabs.Trigger>
        ))}
        {UNAVAILABLE_TABS.map((code) => (
          <Tabs.Trigger key={code} value={code} flexShrink={0} color="fg.muted">
            {RANK_TYPE_NAMES[code]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {RANKED_TYPES.map((t) => (
        <Tabs.Content key={t} value={t}>
          <RankList rankType={t} />
        </Tabs.Content>
      ))}
      {UNAVAILABLE_TABS.map((code) => (
        <Tabs.Content key={code} value={code}>
          <EmptyState title={RANK_UNAVAILABLE_MESSAGE} text={rankUnavailableText(code)} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
