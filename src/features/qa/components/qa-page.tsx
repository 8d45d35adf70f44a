import { Badge, Box, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { FilterChips, type FilterChip } from '@/components/ui/filter-chips';
import { ListQuery } from '@/components/ui/list-states';
import { Pager } from '@/components/ui/pager';
import { SearchBar } from '@/components/ui/search-bar';
import { QA_CATEGORIES, QA_CATEGORY_CODES, qaCategoryName, type QaCategory } from '@/contract/qa';
import { getQaPage } from '@/features/qa/api/get-qa-page';
import { QaAuthorLine } from '@/features/qa/components/qa-author';
import { useQuery } from '@/lib/use-query';

const PAGE_SIZE = 10;

export interface QaSearch {
  category?: QaCategory;
  keyword?: string;
  page?: number;
}

const CHIPS: FilterChip<QaCategory | undefined>[] = [
  { code: undefined, label: '全部' },
  ...QA_CATEGORY_CODES.map((code) => ({ code, label: QA_CATEGORIES[code] })),
];

/** /qa: questions newest first, by keyword and category, with paging. */
export function QaPage({
  category,
  keyword,
  page,
  onSearch,
}: {
  category?: QaCategory;
  keyword?: string;
  page: number;
  onSearch: (next: QaSearch) => void;
}) {
  const result = useQuery(`${category ?? ''}:${keyword ?? ''}:${page}`, (signal) =>
    getQaPage({ pageIndex: page, pageSize: PAGE_SIZE, category, keyword }, signal),
  );
  return (
    <Stack gap="4">
      <SearchBar
        key={keyword ?? ''}
        initial={keyword}
        label="搜索问答"
        placeholder="搜索问题，如 签证、GPA、租房"
        onSearch={(next) => onSearch({ category, keyword: next })}
      />
      <FilterChips
        chips={CHIPS}
        value={category}
        onChange={(next) => onSearch({ category: next, keyword })}
        label="问答分类"
        testId="qa-categories"
      />
      <ListQuery
        result={result}
        onRetry={result.refetch}
        skeleton={{ rows: 4, height: '24' }}
        empty={{
          title: '暂无相关问答',
          text: keyword ? '换个关键词或分类试试。' : '该分类下还没有问题，看看其他分类吧。',
        }}
      >
        {(data) => (
          <Box opacity={result.loading ? 0.6 : 1}>
            <Stack gap={{ base: '3', md: '4' }} data-testid="qa-list">
              {data.list.map((item) => (
                <LinkBox
                  key={item.id}
                  as="article"
                  bg="bg"
                  borderWidth="1px"
                  rounded="lg"
                  p={{ base: '3', md: '4' }}
                  _hover={{ shadow: 'md' }}
                  data-testid="qa-card"
                >
                  <Stack gap="2">
                    <LinkOverlay asChild>
                      <Link to="/qa/detail" search={{ id: item.id }}>
                        <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} lineClamp={2}>
                          {item.title}
                        </Text>
                      </Link>
                    </LinkOverlay>
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                      {item.excerpt}
                    </Text>
                    <QaAuthorLine author={item.author} time={item.createTime} />
                    <HStack gap="3" fontSize="xs" color="fg.muted" flexWrap="wrap">
                      <Badge variant="subtle" colorPalette="brand">
                        {qaCategoryName(item.category)}
                      </Badge>
                      <Text>{item.replyCount} 个回答</Text>
                      <Text>{item.likeCount} 赞</Text>
                    </HStack>
                  </Stack>
                </LinkBox>
              ))}
            </Stack>
            <Pager
              page={page}
              total={data.total}
              pageSize={PAGE_SIZE}
              onChange={(p) => onSearch({ category, keyword, page: p })}
            />
          </Box>
        )}
      </ListQuery>
    </Stack>
  );
}
