import { CardShell, CardTitle } from '@/components/ui/card-shell';
import { PagedListQuery } from '@/components/ui/paged-list';
import { SearchBar } from '@/components/ui/search-bar';
import { Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { MAJOR_PAGE_SIZE, majorPageQuery } from '@/features/major/api/get-major-page';
import { useQuery } from '@/lib/use-query';

/** /majors: the study-abroad major categories with their QS subject. */
export function MajorsPage({
  keyword,
  page,
  onSearch,
}: {
  keyword?: string;
  page: number;
  onSearch: (next: { keyword?: string; page?: number }) => void;
}) {
  const query = majorPageQuery(keyword, page);
  const result = useQuery(query.key, query.fetch);
  return (
    <Stack gap="4">
      <SearchBar
        initial={keyword}
        label="搜索专业"
        placeholder="搜索专业，如：计算机、金融、Business"
        onSearch={(next) => onSearch({ keyword: next })}
      />
      <PagedListQuery
        result={result}
        skeleton={{ rows: 6, height: '20' }}
        empty={{ title: '没有找到相关专业', text: '换个关键词试试。' }}
        paging={{ page, pageSize: MAJOR_PAGE_SIZE, onChange: (p) => onSearch({ keyword, page: p }) }}
      >
        {(data) => (
          <>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" data-testid="major-list">
              {data.list.map((m) => (
                <CardShell key={m.code} p="4">
                  <CardTitle link={<Link to="/majors/detail" search={{ code: m.code }} />} fontSize="lg">
                    {m.nameCn}
                  </CardTitle>
                  <Text fontSize="sm" color="fg.muted">
                    {m.subjectCn} · {m.subjectEn}
                  </Text>
                  <HStack mt="2" gap="2" flexWrap="wrap">
                    <Badge variant="subtle">{m.broadAreaCn}</Badge>
                    <Badge variant="outline">{m.rankedUniversities} 所院校上榜</Badge>
                  </HStack>
                </CardShell>
              ))}
            </SimpleGrid>
          </>
        )}
      </PagedListQuery>
    </Stack>
  );
}
