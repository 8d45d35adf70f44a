import { SearchBar } from '@/components/ui/search-bar';
import { Box, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';

import { ListQuery } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import {
  RANK_SOURCES,
  RANKED_TYPES,
  rankAttribution,
  universityPageQuery,
  type RankedType,
  type SchoolsSearch,
} from '@/contract/catalog';
import { LIMITS } from '@/contract/limits';
import { getUniversityPage, universityPageKey } from '@/features/school/api/get-university-page';
import { UniversityCard } from '@/features/school/components/university-card';
import { useDictionary } from '@/lib/reference-data';
import { useQuery } from '@/lib/use-query';

const RANK_RANGES = [50, 100, 200, 500] as const;

function FilterSelect(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
}) {
  return (
    <NativeSelect.Root size="sm" width={{ base: 'calc(50% - 0.25rem)', sm: 'auto' }} minW={{ sm: '36' }}>
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const SCHOOLS_OFFLINE_SEARCH = '搜索需要网络连接：网络恢复后再搜索，或清空关键词查看已缓存的院校。';

/** /schools: search, filters, ranked list with skeletons, empty state and paging. */
export function SchoolsPage({
  search,
  onSearch,
}: {
  search: SchoolsSearch;
  onSearch: (next: SchoolsSearch) => void;
}) {
  const countries = useDictionary('UNIVERSITY_HOME_COUNTRY_CONDITION').data ?? [];
  const query = universityPageQuery(search);
  const { pageIndex: page, rankType } = query;
  const result = useQuery(universityPageKey(query), (signal) => getUniversityPage(query, signal));
  const set = (patch: Partial<SchoolsSearch>) => onSearch({ ...search, ...patch, page: patch.page ?? 1 });
  return (
    <Stack gap="4">
      <SearchBar
        initial={search.keyword}
        label="搜索院校"
        placeholder="输入院校中文、英文或拼音，如：麻省理工、Oxford、mslg"
        onSearch={(keyword) => set({ keyword })}
      />
      <Flex gap="2" wrap="wrap">
        <FilterSelect
          label="国家/地区"
          value={search.countryCode ?? ''}
          onChange={(v) => set({ countryCode: v || undefined })}
        >
          <option value="">全部国家/地区</option>
          {countries.map((c) => (
            <option key={c.dictDetailCode} value={c.dictDetailCode}>
              {c.dictDetailName}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="排名榜单" value={rankType} onChange={(v) => set({ rankType: v as RankedType })}>
          {RANKED_TYPES.map((t) => (
            <option key={t} value={t}>
              按{RANK_SOURCES[t].label}排名
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="排名范围"
          value={String(search.rankMax ?? '')}
          onChange={(v) => set({ rankMax: v ? Number(v) : undefined })}
        >
          <option value="">全部排名</option>
          {RANK_RANGES.map((n) => (
            <option key={n} value={n}>
              前{n}名
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="院校类型"
          value={search.typeName ?? ''}
          onChange={(v) => set({ typeName: (v || undefined) as SchoolsSearch['typeName'] })}
        >
          <option value="">公立和私立</option>
          <option value="公立">公立</option>
          <option value="私立">私立</option>
        </FilterSelect>
      </Flex>
      {/* the count and the source on one line where both fit (md+), else one under the other: the count
          arriving never pushes the source onto a new line (CLS) */}
      <Flex
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        fontSize="sm"
        color="fg.muted"
        gap={{ base: '1', md: '2' }}
      >
        <Text aria-live="polite" minH="5">
          {result.data ? `共 ${result.data.total} 所院校` : ''}
        </Text>
        <Text>{rankAttribution(rankType)}</Text>
      </Flex>
      <ListQuery
        result={result}
        skeleton={{ rows: 5 }}
        empty={{ title: '没有找到符合条件的院校', text: '换个关键词，或放宽国家、排名和类型筛选试试。' }}
        // a search never seen on this device cannot be answered from the cache
        offlineText={search.keyword ? SCHOOLS_OFFLINE_SEARCH : undefined}
      >
        {(data) => (
          <Box opacity={result.loading ? 0.6 : 1} transition="opacity 0.2s">
            <Stack gap="3" data-testid="university-list">
              {data.list.map((u) => (
                <UniversityCard key={u.id} university={u} />
              ))}
            </Stack>
            <Pager
              page={page}
              total={data.total}
              pageSize={LIMITS.DEFAULT_PAGE_SIZE}
              onChange={(p) => onSearch({ ...search, page: p })}
            />
          </Box>
        )}
      </ListQuery>
    </Stack>
  );
}
