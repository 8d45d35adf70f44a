import { Container, SimpleGrid, Stack } from '@chakra-ui/react';

import { PagedListQuery } from '@/components/ui/paged-list';
import { FilterChipsPlaceholder } from '@/components/ui/filter-chips';
import { SearchBar } from '@/components/ui/search-bar';
import { GUIDE_SECTIONS, type GuideSection } from '@/contract/guide';
import { GUIDE_PAGE_SIZE, guidePageQuery } from '@/features/guide/api/get-guide-page';
import { GuideCard } from '@/features/guide/components/guide-card';
import { GuideFilterChips } from '@/features/guide/components/guide-filters';
import { GuideHeader } from '@/features/guide/components/guide-header';
import { useSectionNames } from '@/features/guide/components/guide-names';
import type { GuideListSearch } from '@/features/guide/search';
import { useQuery } from '@/lib/use-query';

/**
 * The list of a guide section (/visa, /standardized-exam ...): its header, type or country chips, a keyword
 * search, the articles newest first and a pager. Every filter and the page live in the URL (`onSearch`
 * navigates), so back/forward and a shared link show the same list.
 */
export function GuideListPage({
  section,
  search,
  onSearch,
}: {
  section: GuideSection;
  search: GuideListSearch;
  onSearch: (next: GuideListSearch) => void;
}) {
  const meta = GUIDE_SECTIONS[section];
  const query = guidePageQuery(section, search);
  const { type, country, keyword, pageIndex: page } = query.request;
  const names = useSectionNames(section);
  const result = useQuery(query.key, query.fetch);
  const facets = result.data?.facets;
  const filters = { type, country, keyword };
  const filtered = Boolean(type || country || keyword);
  return (
    <Container maxW="7xl" py={{ base: '5', md: '8' }} px={{ base: '4', md: '6' }}>
      <GuideHeader section={section} />
      <Stack gap="4">
        <SearchBar
          key={keyword ?? ''}
          initial={keyword}
          label={`搜索${meta.name}`}
          placeholder={`搜索${meta.name}文章`}
          onSearch={(next) => onSearch({ ...filters, keyword: next })}
        />
        {/* one chip row per filter is held until the facets come with the list (CLS) */}
        {!facets && !result.error && meta.typeDict && <FilterChipsPlaceholder />}
        {!facets && !result.error && meta.byCountry && <FilterChipsPlaceholder />}
        {facets && meta.typeDict && (
          <GuideFilterChips
            facets={facets.types}
            codes={names.codes}
            nameOf={names.nameOf}
            value={type}
            onChange={(next) => onSearch({ ...filters, type: next })}
            label="分类"
            testId="guide-types"
          />
        )}
        {facets && meta.byCountry && (
          <GuideFilterChips
            facets={facets.countries}
            codes={names.codes}
            nameOf={names.nameOf}
            value={country}
            onChange={(next) => onSearch({ ...filters, country: next })}
            label="国家和地区"
            testId="guide-countries"
          />
        )}
        <PagedListQuery
          result={result}
          skeleton={{ rows: 5, height: '28' }}
          empty={{
            title: '暂无相关文章',
            text: filtered ? '换个关键词或筛选条件试试。' : '这里还没有文章，稍后再来看看。',
          }}
          paging={{
            page: page,
            pageSize: GUIDE_PAGE_SIZE,
            onChange: (next) => onSearch({ ...filters, page: next }),
          }}
        >
          {(data) => (
            <>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '3', md: '5' }} data-testid="guide-list">
                {data.list.map((item) => (
                  <GuideCard key={item.id} item={item} badge={names.badgeOf(item)} />
                ))}
              </SimpleGrid>
            </>
          )}
        </PagedListQuery>
      </Stack>
    </Container>
  );
}
