import { SimpleGrid, Stack } from '@chakra-ui/react';

import { PagedListQuery } from '@/components/ui/paged-list';
import { FilterChips, type FilterChip } from '@/components/ui/filter-chips';
import { SearchBar } from '@/components/ui/search-bar';
import type { PlaybackFacet } from '@/contract/live';
import {
  PLAYBACK_PAGE_SIZE,
  playbackPageQuery,
  type PlaybackSearch,
} from '@/features/live/api/get-playback-page';
import { PlaybackCard } from '@/features/live/components/playback-card';
import { useQuery } from '@/lib/use-query';

export type { PlaybackSearch };

function facetChips(all: string, facets: readonly PlaybackFacet[], selected: string | undefined) {
  const chips: FilterChip<string | undefined>[] = [
    { code: undefined, label: all },
    ...facets.map((facet) => ({ code: facet.id, label: facet.name })),
  ];
  // a filter from a link (an organization without playbacks yet) still shows as chosen
  if (selected && !facets.some((facet) => facet.id === selected))
    chips.push({ code: selected, label: '已选' });
  return chips;
}

/** /organization/playbacks: playback cards newest first; organization, counselor and keyword in the URL. */
export function PlaybackListPage({
  search,
  onSearch,
}: {
  search: PlaybackSearch;
  onSearch: (next: PlaybackSearch) => void;
}) {
  const page = search.page ?? 1;
  const { orgId, counselorId, keyword } = search;
  const query = playbackPageQuery(search);
  const result = useQuery(query.key, query.fetch);
  const facets = result.data?.facets;
  return (
    <Stack gap="4">
      <SearchBar
        key={keyword ?? ''}
        initial={keyword}
        label="搜索回放"
        placeholder="搜索回放标题、话题，如 雅思、文书"
        onSearch={(next) => onSearch({ orgId, counselorId, keyword: next })}
      />
      {facets && facets.orgs.length > 0 && (
        <FilterChips
          chips={facetChips('全部机构', facets.orgs, orgId)}
          value={orgId}
          onChange={(next) => onSearch({ orgId: next, keyword })}
          label="按机构筛选"
          testId="playback-orgs"
        />
      )}
      {facets && facets.hosts.length > 0 && (
        <FilterChips
          chips={facetChips('全部顾问', facets.hosts, counselorId)}
          value={counselorId}
          onChange={(next) => onSearch({ orgId, counselorId: next, keyword })}
          label="按顾问筛选"
          testId="playback-hosts"
        />
      )}
      <PagedListQuery
        result={result}
        skeleton={{ rows: 3, height: '48' }}
        empty={{
          title: '暂无回放',
          text: keyword ? `没有找到与“${keyword}”相关的回放，换个关键词试试。` : '该筛选条件下还没有回放。',
        }}
        paging={{
          page: page,
          pageSize: PLAYBACK_PAGE_SIZE,
          onChange: (p) => onSearch({ orgId, counselorId, keyword, page: p }),
        }}
      >
        {(data) => (
          <>
            <SimpleGrid
              columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
              gap={{ base: '3', md: '5' }}
              data-testid="playback-list"
            >
              {data.list.map((playback) => (
                <PlaybackCard key={playback.id} playback={playback} />
              ))}
            </SimpleGrid>
          </>
        )}
      </PagedListQuery>
    </Stack>
  );
}
