import { Badge, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PagedListQuery } from '@/components/ui/paged-list';
import { Link } from '@tanstack/react-router';

import { CardShell, CardTitle } from '@/components/ui/card-shell';
import { FilterChips, type FilterChip } from '@/components/ui/filter-chips';
import { NEWS_CATEGORIES, NEWS_CATEGORY_CODES, newsCategoryName, type NewsCategory } from '@/contract/news';
import { getNewsPage } from '@/features/news/api/get-news-page';
import { NewsCover } from '@/features/news/components/news-cover';
import { formatDate } from '@/lib/format';
import { useQuery } from '@/lib/use-query';

const PAGE_SIZE = 10;

function CategoryChips({
  category,
  onChange,
}: {
  category: NewsCategory | undefined;
  onChange: (category: NewsCategory | undefined) => void;
}) {
  const chips: FilterChip<NewsCategory | undefined>[] = [
    { code: undefined, label: '全部' },
    ...NEWS_CATEGORY_CODES.map((code) => ({ code, label: NEWS_CATEGORIES[code] })),
  ];
  return (
    <FilterChips
      chips={chips}
      value={category}
      onChange={onChange}
      label="资讯分类"
      testId="news-categories"
    />
  );
}

/** /news: study-abroad articles newest first, by category, with paging. */
export function NewsPage({
  category,
  page,
  onSearch,
}: {
  category?: NewsCategory;
  page: number;
  onSearch: (next: { category?: NewsCategory; page?: number }) => void;
}) {
  const result = useQuery(`${category ?? ''}:${page}`, (signal) =>
    getNewsPage({ pageIndex: page, pageSize: PAGE_SIZE, category }, signal),
  );
  return (
    <Stack gap="4">
      <CategoryChips category={category} onChange={(next) => onSearch({ category: next })} />
      <PagedListQuery
        result={result}
        skeleton={{ rows: 4, height: '28' }}
        empty={{ title: '暂无资讯', text: '该分类下还没有文章，看看其他分类吧。' }}
        paging={{ page, pageSize: PAGE_SIZE, onChange: (p) => onSearch({ category, page: p }) }}
      >
        {(data) => (
          <>
            <SimpleGrid
              columns={{ base: 1, md: 2, lg: 3 }}
              gap={{ base: '3', md: '5' }}
              data-testid="news-list"
            >
              {data.list.map((item) => (
                <CardShell key={item.id} p="0" overflow="hidden" data-testid="news-card">
                  <Flex direction={{ base: 'row', md: 'column' }} h="full">
                    <NewsCover
                      cover={item.cover}
                      w={{ base: '28', md: 'full' }}
                      aspectRatio={{ base: '1', md: '16 / 9' }}
                      alignSelf={{ base: 'flex-start', md: 'stretch' }}
                      m={{ base: '3', md: '0' }}
                      mr={{ base: '0', md: '0' }}
                      rounded={{ base: 'md', md: 'none' }}
                    />
                    <Stack gap="1.5" p={{ base: '3', md: '4' }} minW="0" flex="1">
                      <CardTitle
                        link={<Link to="/news/detail" search={{ id: item.id }} />}
                        fontSize={{ base: 'md', md: 'lg' }}
                        lineClamp={2}
                      >
                        {item.title}
                      </CardTitle>
                      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                        {item.summary}
                      </Text>
                      <HStack gap="2" mt="auto" pt="1" fontSize="xs" color="fg.muted">
                        <Badge variant="subtle" colorPalette="brand">
                          {newsCategoryName(item.category)}
                        </Badge>
                        <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                      </HStack>
                    </Stack>
                  </Flex>
                </CardShell>
              ))}
            </SimpleGrid>
          </>
        )}
      </PagedListQuery>
    </Stack>
  );
}
